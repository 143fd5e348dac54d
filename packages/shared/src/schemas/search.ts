import { z } from 'zod'
import { AMENITIES, TYPE_FILTERS } from '../constants/catalogue.ts'
import { CONTACT_KINDS } from '../contact-masking/kinds.ts'
import { ZPageQuery } from './common.ts'
import { ZListingSummary } from './listing.ts'

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
/** A repeatable query key: missing is an empty list (and optional in the OpenAPI document). */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : [value].flat()),
    z.array(item).max(30).default([]),
  )

/** west,south,east,north in degrees. */
export const zBbox = z.string().transform((text, ctx) => {
  const parts = text.split(',').map(Number)
  const [west, south, east, north] = parts
  const isValid =
    parts.length === 4 &&
    parts.every(Number.isFinite) &&
    (west as number) >= -180 &&
    (east as number) <= 180 &&
    (south as number) >= -90 &&
    (north as number) <= 90 &&
    (south as number) <= (north as number) &&
    (west as number) <= (east as number)
  if (!isValid) {
    ctx.addIssue({ code: 'custom', message: 'search.bbox' })
    return z.NEVER
  }
  return { west: west as number, south: south as number, east: east as number, north: north as number }
})
export type TBbox = z.output<typeof zBbox>

/**
 * The filters a search and a map view share (API.md). Prices are dollars per month. A plain shape,
 * so the two queries add their own keys (paging and sort; a required viewport).
 */
const searchFilters = {
  location: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /**
   * A place chosen from a list (GET /api/properties/places/): only listings in that city, or for a
   * neighbourhood of Montréal the city's listings nearest its centre (neighbourhoodIndexAt); unlike
   * `location`, which matches any text.
   */
  city: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  type: list(z.enum(TYPE_FILTERS, 'search.type')),
  min_price: z.preprocess(
    blankToUndefined,
    z.coerce.number('search.price').min(0, 'search.price').max(1_000_000).optional(),
  ),
  max_price: z.preprocess(
    blankToUndefined,
    z.coerce.number('search.price').min(0, 'search.price').max(1_000_000).optional(),
  ),
  move_in: z.preprocess(blankToUndefined, z.iso.date('listing.invalidDate').optional()),
  amenities: list(z.enum(AMENITIES, 'listing.amenity')),
  guests: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(50).optional()),
  /**
   * Bedroom counts, exact, any of them (repeat the key: bedrooms=1&bedrooms=2). The room finder
   * sends a Montréal 4½ as bedrooms=2 (docs/product-rules.md, "Room counts").
   */
  bedrooms: list(
    z.coerce
      .number('search.bedrooms')
      .int('search.bedrooms')
      .min(0, 'search.bedrooms')
      .max(50, 'search.bedrooms'),
  ),
}

/** Both ends of a price range, when given, in order. */
const priceRangeInOrder = <T extends { min_price?: number; max_price?: number }>(query: T) =>
  query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price
const priceRangeError = { message: 'search.priceRange', path: ['max_price'] }

/** The filters of GET /api/properties/ (API.md). */
export const ZSearchQuery = ZPageQuery.extend({
  ...searchFilters,
  bbox: z.preprocess(blankToUndefined, zBbox.optional()),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(['price', '-price', 'newest'], 'search.sort').default('newest'),
  ),
}).refine(priceRangeInOrder, priceRangeError)
export type TSearchQuery = z.output<typeof ZSearchQuery>

export const ZListingCard = z.object({
  property_id: z.number().int(),
  title: z.string(),
  /** The French title when the host wrote one ('' or absent otherwise). */
  title_fr: z.string().optional(),
  property_type: z.string(),
  room_category: z.string(),
  address_street: z.string(),
  address_city: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  price_per_month: z.string(),
  price_per_night: z.string(),
  main_photo: z.string().nullable(),
  photos: z.array(z.string()),
  max_guests: z.number().int(),
  num_bedrooms: z.number().int(),
  rating_avg: z.string(),
  review_count: z.number().int(),
})
export type TListingCard = z.infer<typeof ZListingCard>

export const ZMapItem = z.object({
  property_id: z.number().int(),
  latitude: z.string(),
  longitude: z.string(),
  title: z.string(),
  /** The French title when the host wrote one ('' otherwise). */
  title_fr: z.string().optional(),
  main_photo: z.string().nullable(),
  address_city: z.string(),
  address_street: z.string(),
  price_per_month: z.string(),
  property_type: z.string(),
  location: z.string(),
})
export type TMapItem = z.infer<typeof ZMapItem>

/** The largest page of GET /api/properties/map/: the most listings any search answer holds. */
export const MAP_PAGE_SIZE_MAX = 500

export const ZMapQuery = ZPageQuery.extend({
  bbox: z.preprocess(blankToUndefined, zBbox.optional()),
  page_size: z.coerce.number().int().min(1).max(MAP_PAGE_SIZE_MAX).default(100),
})

export const ZQuoteQuery = z.object({
  check_in: z.iso.date('listing.invalidDate'),
  check_out: z.iso.date('listing.invalidDate'),
})

export const ZQuote = z.object({
  months: z.number().int(),
  extra_days: z.number().int(),
  monthly_rent: z.string(),
  rent_total: z.string(),
  service_fee: z.string(),
  /** Rent for the stay + the one-time fee, its taxes included: the price the renter pays (CPA s. 224). */
  stay_total: z.string(),
  due_now: z.string(),
  schedule: z.array(z.object({ due_date: z.string(), amount: z.string() })),
})
export type TQuoteWire = z.infer<typeof ZQuote>

/**
 * What Demeure checked about a listing and its host, as a visitor may see it: dates and yes/no
 * only, never the documents (docs/product-rules.md, "Trust shown on the listing page").
 */
export const ZListingTrust = z.object({
  /** The day staff approved the host's identity verification (YYYY-MM-DD); null when not approved. */
  host_identity_verified_on: z.string().nullable(),
  /** The host sent a video proving they may rent the home, and staff saw it when approving the listing. */
  ownership_video_reviewed: z.boolean(),
  /** The day staff approved the listing (YYYY-MM-DD); null when it was never reviewed by staff. */
  staff_approved_on: z.string().nullable(),
  /** Demeure holds the renter's payment until this many hours after move-in (PAYOUT_DELAY_HOURS). */
  payment_held_hours: z.number().int(),
})
export type TListingTrust = z.infer<typeof ZListingTrust>

/**
 * A published listing as guests see it on its listing page. Its texts (titles, description, house
 * rules, photo captions) come with contact details hidden, in the reader's language.
 */
export const ZListingDetail = ZListingSummary.extend({
  photos: z.array(z.object({ image: z.string(), card: z.string(), description: z.string() })),
  video: z.string().nullable(),
  availabilities: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
  reserved_dates: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
  /**
   * When a stay can be booked, from today on: availability minus reserved dates minus stays that
   * hold their dates. `start_date` is the first free night, `end_date` the latest check-out.
   */
  free_dates: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
  /**
   * The days a stay can start on (both ends included): free days from which the shortest stay
   * still fits before the free period ends (possibleCheckIns), so a calendar offers no dead end.
   */
  check_in_dates: z.array(z.object({ start_date: z.string(), end_date: z.string() })),
  host: z.object({
    /** The host's user id: lets a signed-in host recognise their own listing (no request button). */
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    profile_picture_url: z.string().nullable(),
    member_since: z.string(),
    is_verified: z.boolean(),
  }),
  rating_avg: z.string(),
  review_count: z.number().int(),
  /** The kinds of contact details hidden from the listing's texts (empty when nothing was). */
  hidden_contacts: z.array(z.enum(CONTACT_KINDS)),
  trust: ZListingTrust,
})
export type TListingDetail = z.infer<typeof ZListingDetail>

/**
 * A place with published homes: a city (as listings spell `address_city`) or a neighbourhood of
 * Montréal. `count` is what a search with `city=<name>` counts; the position is the mean of its
 * homes' coordinates, where a map of them centres.
 */
export const ZPlaceCount = z.object({
  name: z.string(),
  kind: z.enum(['city', 'neighbourhood']),
  count: z.number().int(),
  latitude: z.string(),
  longitude: z.string(),
})
export type TPlaceCount = z.infer<typeof ZPlaceCount>

/** The map's answer for one viewport: clusters always (zoomed out), markers too when sparse (zoomed in). */
export const ZMapView = z.object({
  total: z.number().int(),
  items: z.array(ZMapItem),
  clusters: z.array(
    z.object({
      latitude: z.string(),
      longitude: z.string(),
      count: z.number().int(),
      min_price: z.string(),
      /** The cluster's lattice cell, in degrees: where a click on it zooms to. */
      bounds: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
    }),
  ),
})
export type TMapView = z.infer<typeof ZMapView>
/** A map view: a viewport, and the search's filters, so its clusters and markers count what the list finds. */
export const ZMapViewQuery = z
  .object({ ...searchFilters, bbox: zBbox })
  .refine(priceRangeInOrder, priceRangeError)
export type TMapViewQuery = z.output<typeof ZMapViewQuery>
/** Up to this many listings in a viewport are sent as markers too; beyond, as clusters only. */
export const MAP_VIEW_MARKER_LIMIT = 300
