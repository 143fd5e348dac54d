import {
  AMENITIES,
  MAX_STAY_MONTHS,
  MIN_STAY_MONTHS,
  PAYMENT_TTL_HOURS,
  pageUrl,
  REQUEST_TTL_HOURS,
  SERVICE_FEE_BASIS_POINTS,
  type TChatFilters,
  type TListingCard,
  TYPE_FILTERS,
} from '@demeure/shared'
import { z } from 'zod'
import type { TUserRow } from '../../users/index.ts'
import { bboxAround, findPlace } from '../extract/gazetteer.ts'
import { toChatPlace } from '../filters.ts'
import type { TChatTools } from '../tools.ts'
import type { TLlmTool } from './client.ts'

/** The search tool's parameters are the search call's filters (plus `area`, resolved by the gazetteer). */
export const LLM_TOOLS: TLlmTool[] = [
  {
    type: 'function',
    function: {
      name: 'search_properties',
      description:
        'Search the published Demeure listings (furnished monthly rentals). Returns up to 6 best matches; when nothing matches, constraints are relaxed one at a time and `relaxed` says which.',
      parameters: {
        type: 'object',
        properties: {
          location: { type: 'string', description: 'City, e.g. Montréal, Laval, Toronto.' },
          area: {
            type: 'string',
            description:
              'A Montréal neighbourhood or landmark, e.g. Plateau-Mont-Royal, Mile End, McGill, UdeM.',
          },
          places: {
            type: 'array',
            items: { type: 'string' },
            description:
              'Several cities or areas the user offers as alternatives ("Plateau or Mile End"): each is searched. Use instead of location and area.',
          },
          type: {
            type: 'array',
            items: { type: 'string', enum: TYPE_FILTERS },
            description: 'Any of these types ("studio or condo").',
          },
          bedrooms: {
            type: 'array',
            items: { type: 'integer', minimum: 0, maximum: 50 },
            description:
              'Exact bedroom counts, any of them. A Montréal 3½ is 1 bedroom, 4½ is 2, 5½ is 3. With studio or private_room in type, an alternative to them ("a studio or a 1-bedroom").',
          },
          min_price: { type: 'number', description: 'US dollars per month.' },
          max_price: { type: 'number', description: 'US dollars per month.' },
          move_in: { type: 'string', description: 'YYYY-MM-DD' },
          months: { type: 'integer', minimum: MIN_STAY_MONTHS, maximum: MAX_STAY_MONTHS },
          guests: { type: 'integer', minimum: 1 },
          amenities: { type: 'array', items: { type: 'string', enum: AMENITIES } },
          sort: { type: 'string', enum: ['price', '-price', 'newest'] },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'my_bookings',
      description: 'The signed-in user’s own bookings with their status, dates and prices.',
      parameters: { type: 'object', properties: {} },
    },
  },
  {
    type: 'function',
    function: {
      name: 'fee_info',
      description:
        'Demeure’s fees, payment schedule, cancellation policy, stay limits and house rules, with a worked price example.',
      parameters: {
        type: 'object',
        properties: {
          monthly_rent: { type: 'number', description: 'US dollars per month for the example.' },
          check_in: { type: 'string', description: 'YYYY-MM-DD' },
          months: { type: 'integer' },
        },
      },
    },
  },
]

/** Tool arguments come from a model: anything malformed is dropped rather than trusted or fatal. */
const ZSearchArgs = z.object({
  location: z.string().max(100).optional().catch(undefined),
  area: z.string().max(100).optional().catch(undefined),
  places: z.array(z.string().max(100)).max(10).optional().catch(undefined),
  type: z.array(z.string()).max(13).optional().catch(undefined),
  bedrooms: z.array(z.number().int().min(0).max(50)).max(10).optional().catch(undefined),
  min_price: z.number().nonnegative().optional().catch(undefined),
  max_price: z.number().nonnegative().optional().catch(undefined),
  move_in: z.iso.date().optional().catch(undefined),
  months: z.number().int().min(MIN_STAY_MONTHS).max(MAX_STAY_MONTHS).optional().catch(undefined),
  guests: z.number().int().min(1).max(50).optional().catch(undefined),
  amenities: z.array(z.string()).max(30).optional().catch(undefined),
  sort: z.enum(['price', '-price', 'newest']).optional().catch(undefined),
})
const ZFeeArgs = z.object({
  monthly_rent: z.number().positive().max(1_000_000).optional().catch(undefined),
  check_in: z.iso.date().optional().catch(undefined),
  months: z.number().int().optional().catch(undefined),
})

/**
 * The model's search arguments as the finder's filters: a named area becomes its city and box, and
 * several places are each searched, as the built-in engine does (filters.ts toFilters).
 */
export function searchFilters(args: unknown): TChatFilters {
  const parsed = ZSearchArgs.parse(typeof args === 'object' && args !== null ? args : {})
  const { area, location, places: named, type, bedrooms, amenities, ...rest } = parsed
  const places = (named ?? []).flatMap((name) => findPlace(name) ?? [])
  const place = places.length === 0 ? (findPlace(area ?? '') ?? findPlace(location ?? '')) : undefined
  const several = [...new Map(places.map((item) => [item.name, item])).values()]
  const filters: TChatFilters = {
    ...rest,
    // Only the catalogue's own keys: a model may invent 'palace' or 'jacuzzi'.
    type: type?.filter((key) => (TYPE_FILTERS as readonly string[]).includes(key)),
    bedrooms: bedrooms ? [...new Set(bedrooms)].sort((a, b) => a - b) : undefined,
    amenities: amenities?.filter((key) => (AMENITIES as readonly string[]).includes(key)),
    ...(several.length > 1
      ? { places: several.map(toChatPlace) }
      : several.length === 1
        ? toChatPlace(several[0] as (typeof several)[number])
        : {
            location: place?.city ?? location,
            ...(place?.kind === 'area' ? { area: place.name, bbox: bboxAround(place) } : {}),
          }),
  }
  const isSet = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0)
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => isSet(value))) as TChatFilters
}

/** A listing as the model is told it; its French title too when the host wrote one, for French answers. */
const listingFacts = (card: TListingCard) => ({
  id: card.property_id,
  title: card.title,
  ...(card.title_fr ? { title_fr: card.title_fr } : {}),
  type: card.property_type,
  city: card.address_city,
  street: card.address_street,
  price_per_month: card.price_per_month,
  max_guests: card.max_guests,
  bedrooms: card.num_bedrooms,
  page: pageUrl.listing(card.property_id),
})

export type TToolOutcome = { content: string; search?: { cards: TListingCard[]; filters: TChatFilters } }

/** Runs one tool call against the real services and words the result for the model (JSON). */
export async function runTool(
  tools: TChatTools,
  user: TUserRow,
  name: string,
  rawArguments: string,
): Promise<TToolOutcome> {
  let args: unknown = {}
  try {
    args = JSON.parse(rawArguments || '{}')
  } catch {
    return { content: JSON.stringify({ error: 'The arguments were not valid JSON.' }) }
  }
  if (name === 'search_properties') {
    const found = await tools.finder.find(searchFilters(args))
    return {
      content: JSON.stringify({
        total: found.total,
        relaxed: found.relaxed,
        filters_used: found.filters,
        listings: found.cards.map(listingFacts),
      }),
      search: { cards: found.cards, filters: found.filters },
    }
  }
  if (name === 'my_bookings') {
    const mine = await tools.myBookings(user)
    return {
      content: JSON.stringify({
        bookings: mine.asGuest.map((booking) => ({
          booking_id: booking.booking_id,
          listing: booking.property ? listingFacts(booking.property) : null,
          check_in: booking.check_in,
          check_out: booking.check_out,
          status: booking.status,
          monthly_rent: booking.monthly_rent,
          service_fee: booking.service_fee,
          due_now: booking.due_now,
        })),
        bookings_on_my_listings: mine.onMyListings,
      }),
    }
  }
  if (name === 'fee_info') {
    const wish = ZFeeArgs.parse(typeof args === 'object' && args !== null ? args : {})
    const example = tools.feeExample({
      monthlyRent: wish.monthly_rent,
      checkIn: wish.check_in,
      months: wish.months,
    })
    return {
      content: JSON.stringify({
        service_fee: `${SERVICE_FEE_BASIS_POINTS / 100}% of the first month's rent, once per booking, paid with the first month`,
        stay_months: { min: MIN_STAY_MONTHS, max: MAX_STAY_MONTHS },
        cancellation:
          'Cancelling 30 days or more before check-in refunds all the rent paid; later, the first month is kept. The service fee is never refunded.',
        deadlines: `Hosts answer within ${REQUEST_TTL_HOURS} hours; after approval the guest has ${PAYMENT_TTL_HOURS} hours to pay.`,
        house_rules: [
          'no smoking inside',
          'no pets',
          'quiet hours after 10 PM',
          'check-out before 11:00 AM',
          'damage is charged',
        ],
        example: {
          monthly_rent: example.monthlyRent,
          check_in: example.checkIn,
          months: example.months,
          due_now: example.quote.dueNowCents / 100,
          service_fee: example.quote.serviceFeeCents / 100,
          schedule: example.quote.schedule.map((item) => ({
            due_date: item.dueDate,
            amount: item.amountCents / 100,
          })),
        },
      }),
    }
  }
  return { content: JSON.stringify({ error: `Unknown tool ${name}.` }) }
}
