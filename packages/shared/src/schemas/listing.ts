import { z } from 'zod'
import { normalizeCitqNumber } from '../citq.ts'
import { DESCRIPTION_MAX_LENGTH, MAX_LISTING_RULES, TITLE_MAX_LENGTH } from '../constants/business.ts'
import { AMENITIES, LISTING_TYPES, ROOM_CATEGORIES } from '../constants/catalogue.ts'
import { findContacts } from '../contact-masking/mask.ts'
import { findDepositDemands } from '../deposits/deposit-demands.ts'
import { decimalToCents } from '../money.ts'
import { zId, zLine, zParagraphs } from './text.ts'

const blankToUndefined = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value

const zRequiredText = (max: number) => zLine().min(1).max(max)
/** Optional text: missing or blank is ''. */
const zOptionalText = (max: number) => z.preprocess((value) => value ?? '', zLine().max(max))
const zRequiredParagraphs = (max: number) => zParagraphs().min(1).max(max)
const zOptionalParagraphs = (max: number) => z.preprocess((value) => value ?? '', zParagraphs().max(max))

/**
 * A number typed into a form (string) or sent as JSON (number). Blank → missing. `message` is the
 * spec's "must be a non-negative number" text, used for anything that is not such a number.
 */
function zCount(message: string, options: { isRequired?: boolean; isInteger?: boolean; max?: number } = {}) {
  let number = z.coerce.number(message).refine(Number.isFinite, message).min(0, message)
  if (options.isInteger) number = number.int(message)
  if (options.max !== undefined) number = number.max(options.max)
  const value = z.preprocess(blankToUndefined, options.isRequired ? number : number.default(0))
  return value
}

const zCoordinate = (limit: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number('listing.locationRequired')
      .min(-limit, 'listing.locationRequired')
      .max(limit, 'listing.locationRequired')
      .transform((value) => value.toFixed(6)),
  )

/** Dollars as typed ("1150", "1150.5") → integer cents. */
export const zPriceCents = z.preprocess(
  (value) => (blankToUndefined(value) === undefined ? undefined : String(value).trim()),
  z
    .string('validation.required')
    .transform((text, ctx) => {
      const cents = decimalToCents(text)
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: 'listing.priceNumber' })
        return z.NEVER
      }
      return cents
    })
    .pipe(z.number().int().positive('listing.pricePositive').max(100_000_000)),
)

export const zIsoDate = z.iso.date('listing.invalidDate')

/** The CITQ registration number, optional: blank is none (null), else stored as its 6 digits. */
export const zCitqNumber = z.preprocess(
  (value) => (blankToUndefined(value) === undefined ? null : value),
  z
    .string()
    .max(60, 'listing.citqFormat')
    .nullable()
    .transform((text, ctx) => {
      if (text === null) return null
      const number = normalizeCitqNumber(text)
      if (number === null) ctx.addIssue({ code: 'custom', message: 'listing.citqFormat' })
      return number
    }),
)

/**
 * The texts renters read that could ask for a deposit: each one that does gets the issue naming
 * the words, so the host sees where and why (art. 1904 C.c.Q.; docs/product-rules.md).
 */
function flagDepositDemands(
  fields: { description: string; description_fr: string; rules: string[] },
  ctx: z.RefinementCtx,
): boolean {
  let isFlagged = false
  const texts: [(string | number)[], string][] = [
    [['description'], fields.description],
    [['description_fr'], fields.description_fr],
    // The form shows one message for the rules as a list.
    ...fields.rules.map((rule): [(string | number)[], string] => [['rules'], rule]),
  ]
  for (const [path, text] of texts) {
    const [demand] = findDepositDemands(text)
    if (!demand) continue
    ctx.addIssue({
      code: 'custom',
      path,
      message: 'listing.depositDemand',
      params: { phrase: demand.phrase },
    })
    isFlagged = true
  }
  return isFlagged
}

/**
 * A title travels where no masking can follow it (search cards and map markers are written once for
 * every reader, and so are notices and e-mails), so contact details in it are refused at saving
 * rather than hidden on reading (docs/product-rules.md, "Contact stays on the platform").
 */
function flagTitleContacts(fields: { title: string; title_fr: string }, ctx: z.RefinementCtx): boolean {
  let isFlagged = false
  for (const field of ['title', 'title_fr'] as const) {
    if (findContacts(fields[field]).length === 0) continue
    ctx.addIssue({ code: 'custom', path: [field], message: 'listing.titleContact' })
    isFlagged = true
  }
  return isFlagged
}

/** One availability period; `today` (Montreal) decides what "in the past" means. */
export function zAvailabilityPeriod(today: string) {
  return z
    .object({
      start_date: z.preprocess(blankToUndefined, zIsoDate.optional()),
      end_date: z.preprocess(blankToUndefined, zIsoDate.optional()),
    })
    .superRefine((period, ctx) => {
      const { start_date: start, end_date: end } = period
      if (!start) ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'listing.startRequired' })
      else if (start < today)
        ctx.addIssue({ code: 'custom', path: ['start_date'], message: 'listing.startPast' })
      if (!end) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'listing.endRequired' })
      else if (end < today) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'listing.endPast' })
      else if (start && end <= start) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'listing.endAfterStart' })
      }
    })
    .transform((period) => ({ start_date: period.start_date as string, end_date: period.end_date as string }))
}

/** Multipart repeats a name for lists; JSON sends arrays; a JSON string also works for availability. */
const zList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (blankToUndefined(value) === undefined ? [] : [value].flat()), z.array(item))

function zJsonList<T extends z.ZodType>(item: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value ?? []
    if (value.trim() === '') return []
    try {
      return JSON.parse(value)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'listing.availabilityJson', input: value })
      return z.NEVER
    }
  }, z.array(item).max(50))
}

const zRules = zList(zLine().max(200))
  .transform((rules) => rules.filter((rule) => rule.length > 0))
  .pipe(z.array(z.string()).max(MAX_LISTING_RULES, 'listing.maxRules'))

/** The create form's text fields, shared by web and server. */
export function makeListingFieldsSchema(today: string) {
  return z
    .object({
      title: zRequiredText(TITLE_MAX_LENGTH),
      description: zRequiredParagraphs(DESCRIPTION_MAX_LENGTH),
      // The French version, when the host writes one: French readers see it, others the main text.
      title_fr: zOptionalText(TITLE_MAX_LENGTH),
      description_fr: zOptionalParagraphs(DESCRIPTION_MAX_LENGTH),
      property_type: z.enum(LISTING_TYPES, 'validation.required'),
      room_category: z.preprocess(blankToUndefined, z.enum(ROOM_CATEGORIES).default('entire_home')),
      address_street: zRequiredText(200),
      address_city: zRequiredText(100),
      address_state: zRequiredText(100),
      address_postal_code: zRequiredText(20),
      address_country: zRequiredText(100),
      latitude: zCoordinate(90),
      longitude: zCoordinate(180),
      price_per_month: zPriceCents,
      max_guests: z.unknown().optional(),
      num_bedrooms: zCount('listing.bedroomsNonNegative', { isInteger: true, max: 50 }),
      num_beds: zCount('listing.bedsNonNegative', { isInteger: true, max: 100 }),
      num_private_bathrooms: zCount('listing.privateBathroomsNonNegative', { max: 50 }),
      num_shared_bathrooms: zCount('listing.sharedBathroomsNonNegative', { max: 50 }),
      free_capacity: zCount('listing.freeCapacityNonNegative', {
        isRequired: true,
        isInteger: true,
        max: 100,
      }),
      additional_capacity: zCount('listing.additionalCapacityNonNegative', {
        isRequired: true,
        isInteger: true,
        max: 100,
      }),
      additional_capacity_percentage: z.preprocess(
        blankToUndefined,
        z.coerce
          .number('listing.additionalPercentageNonNegative')
          .min(0, 'listing.additionalPercentageNonNegative')
          .max(1, 'listing.additionalPercentageMax'),
      ),
      amenities: zList(z.enum(AMENITIES, 'listing.amenity')),
      rules: zRules,
      availability: zJsonList(zAvailabilityPeriod(today)),
      citq_number: zCitqNumber,
    })
    .transform((fields, ctx) => {
      // Both checks run, so the host sees every text to change at once.
      const isDepositFlagged = flagDepositDemands(fields, ctx)
      if (flagTitleContacts(fields, ctx) || isDepositFlagged) return z.NEVER
      // max_guests is read-only in the form: the server derives it and never trusts the sent value.
      const maxGuests = fields.free_capacity + fields.additional_capacity
      if (maxGuests <= 0) {
        ctx.addIssue({ code: 'custom', path: ['max_guests'], message: 'listing.maxGuestsPositive' })
        return z.NEVER
      }
      const { max_guests: _ignored, ...rest } = fields
      return { ...rest, max_guests: maxGuests }
    })
}
export type TListingFields = z.output<ReturnType<typeof makeListingFieldsSchema>>

export const ZPhoto = z.object({
  id: z.number().int(),
  image: z.string(),
  card: z.string(),
  description: z.string(),
})
export const ZAvailability = z.object({
  availability_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  is_available: z.boolean(),
  price_per_month: z.string().nullable(),
  /** The imported calendar these reserved dates come from (read-only); null when the host set them. */
  calendar_feed: z.number().int().nullable(),
})
export type TAvailability = z.infer<typeof ZAvailability>

/** What every reader of a listing sees of it: the host's panel and the public listing page alike. */
export const ZListingSummary = z.object({
  property_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** '' when the host wrote no French version. */
  title_fr: z.string(),
  description_fr: z.string(),
  property_type: z.string(),
  room_category: z.string(),
  address_street: z.string(),
  address_city: z.string(),
  address_state: z.string(),
  address_postal_code: z.string(),
  address_country: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  price_per_month: z.string(),
  price_per_night: z.string(),
  max_guests: z.number().int(),
  num_bedrooms: z.number().int(),
  num_beds: z.number().int(),
  num_private_bathrooms: z.string(),
  num_shared_bathrooms: z.string(),
  amenities: z.array(z.string()),
  rules: z.array(z.string()),
  /** The CITQ registration number (6 digits), shown on the listing; null: stays of 32 nights or more only. */
  citq_number: z.string().nullable(),
})

/** A listing as its host (or staff) sees it. */
export const ZHostListing = ZListingSummary.extend({
  status: z.string(),
  rejection_reason: z.string().nullable(),
  free_capacity: z.number().int(),
  additional_capacity: z.number().int(),
  additional_capacity_percentage: z.string(),
  photos: z.array(ZPhoto),
  video: z.string().nullable(),
  ownership_verification_video: z.object({ id: z.string(), name: z.string() }).nullable(),
  availabilities: z.array(ZAvailability),
  host: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile_picture_url: z.string().nullable(),
  }),
  created_at: z.string(),
})
export type THostListing = z.infer<typeof ZHostListing>

export const ZListingCreated = z.object({ property_id: z.number().int(), status: z.string() })

const zDateField = z.preprocess(blankToUndefined, z.iso.date('listing.invalidDate').optional())

/** Both dates are needed (the edit modal's text), and the end comes after the start. */
function checkPeriod(period: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx) {
  if (!period.start_date || !period.end_date) {
    for (const key of ['start_date', 'end_date'] as const) {
      if (!period[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'listing.reservedDatesRequired' })
    }
  } else if (period.end_date <= period.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'listing.endAfterStart' })
  }
}

/** The text parts of POST /api/photos/ (the image travels as a file part); a long caption is cut to 300. */
export const ZPhotoFields = z.object({
  property: zId('validation.required'),
  description: z.preprocess(
    (value) => value ?? '',
    zLine().transform((text) => text.slice(0, 300)),
  ),
})

/** A period from the co-host panel (reserved dates) or the spec's availability call. */
export const ZAvailabilityWrite = z
  .strictObject({
    property: zId('validation.required'),
    start_date: zDateField,
    end_date: zDateField,
    is_available: z.boolean().default(true),
    price_per_month: z.preprocess(blankToUndefined, zPriceCents.optional()),
  })
  .superRefine(checkPeriod)
export type TAvailabilityWrite = z.input<typeof ZAvailabilityWrite>

export const ZAvailabilityUpdate = z
  .strictObject({
    start_date: zDateField,
    end_date: zDateField,
    is_available: z.boolean().optional(),
    price_per_month: z.preprocess(blankToUndefined, zPriceCents.optional()),
  })
  .superRefine(checkPeriod)

/**
 * Nights of confirmed and active stays over the nights the host's published listings are open
 * (availability periods minus reserved dates, plus the booked nights themselves), from today on.
 */
const ZOccupancy = z.object({
  booked_nights: z.number().int(),
  available_nights: z.number().int(),
  /** Rounded to a whole percent; 0 when nothing is open. */
  percent: z.number().int(),
})

export const ZHostDashboard = z.object({
  listings: z.object({
    pending_review: z.number().int(),
    published: z.number().int(),
    rejected: z.number().int(),
  }),
  upcoming_reserved: z.array(
    z.object({
      property_id: z.number().int(),
      title: z.string(),
      /** The listing's French title, '' when its host wrote none (the reader's is shown). */
      title_fr: z.string(),
      availability_id: z.number().int(),
      start_date: z.string(),
      end_date: z.string(),
    }),
  ),
  occupancy: z.object({ next_30_days: ZOccupancy, next_90_days: ZOccupancy }),
  /** Booking requests waiting for the host's answer. */
  pending_requests: z.number().int(),
  /** The next paid stays to begin, from today on, soonest first (at most 5). */
  upcoming_check_ins: z.array(
    z.object({
      booking_id: z.number().int(),
      property_id: z.number().int(),
      title: z.string(),
      title_fr: z.string(),
      guest_name: z.string(),
      check_in: z.string(),
      check_out: z.string(),
      guests: z.number().int(),
    }),
  ),
  /**
   * The host's payouts (the rent; the service fee is the platform's): `paid` released, `pending`
   * still held, `this_month` released or due for release in the current Montreal month.
   */
  earnings: z.object({ paid: z.string(), pending: z.string(), this_month: z.string() }),
})
export type THostDashboard = z.infer<typeof ZHostDashboard>
