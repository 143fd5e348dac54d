import {
  FULL_REFUND_DAYS,
  formatDisplayDate,
  formatMoney,
  PAYMENT_TTL_HOURS,
  REQUEST_TTL_HOURS,
  type TBooking,
  type TBookingStatus,
  type TChatFilters,
} from '@demeure/shared'
import type { TNote, TUnsupportedFeature } from './criteria.ts'
import type { TRelaxation } from './finder.ts'
import {
  bedroomsAsked,
  cardFacts,
  MAX_BOOKINGS_LISTED,
  placesOf,
  splitKinds,
  type TCardFacts,
  type TReplies,
} from './replies.ts'

const TYPES: Record<string, [string, string]> = {
  apartment: ['apartment', 'apartments'],
  suite: ['suite', 'suites'],
  house: ['house', 'houses'],
  guest_house: ['guest house', 'guest houses'],
  cabin_cottage: ['cabin or cottage', 'cabins and cottages'],
  serviced_apartment: ['serviced apartment', 'serviced apartments'],
  private_room: ['private room', 'private rooms'],
  condo: ['condo', 'condos'],
  townhouse: ['townhouse', 'townhouses'],
  studio: ['studio', 'studios'],
  other: ['place', 'places'],
}
const UNSUPPORTED: Record<TUnsupportedFeature, string> = {
  washer:
    'Listings don’t record washers or laundry, so I couldn’t filter on that: the description or the host can tell you.',
  metro:
    'Listings don’t record the distance to a metro station, so I couldn’t filter on it; Downtown, the Plateau, Côte-des-Neiges and the Quartier Latin are all close to a line.',
  dishwasher: 'Listings don’t record dishwashers, so I couldn’t filter on that.',
  gym: 'Listings don’t record gyms, so I couldn’t filter on that.',
  pool: 'Listings don’t record pools, so I couldn’t filter on that.',
  elevator: 'Listings don’t record elevators, so I couldn’t filter on that.',
}
const STATUS: Record<TBookingStatus, string> = {
  requested: `requested: waiting for the host’s answer (hosts have ${REQUEST_TTL_HOURS} hours)`,
  approved: `approved: pay the first month and the fee within ${PAYMENT_TTL_HOURS} hours to confirm it`,
  confirmed: 'confirmed: paid, see you on check-in day',
  active: 'active: you’re staying there now',
  completed: 'completed',
  declined: 'declined by the host',
  cancelled: 'cancelled',
  expired: 'expired: it was not answered or paid in time',
}

const money = (amount: number) => formatMoney(amount, 'en')
const date = formatDisplayDate
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
const typeName = (type: string, isPlural: boolean) => TYPES[type]?.[isPlural ? 1 : 0] ?? type

const listOr = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`

/** 'apartments', '2-bedroom apartments', 'studios and 1-bedroom homes', 'homes with 2 or more bedrooms'. */
function kinds(filters: TChatFilters, isPlural: boolean): string {
  const homes = isPlural ? 'homes' : 'home'
  const types = filters.type ?? []
  if (!filters.bedrooms?.length)
    return types.length ? list(types.map((type) => typeName(type, isPlural))) : homes
  const { unsized, sized } = splitKinds(types)
  const { counts, orMore } = bedroomsAsked(filters.bedrooms)
  const named = sized.length ? list(sized.map((type) => typeName(type, isPlural))) : homes
  // '1- or 2-bedroom apartments'
  const lead = counts.slice(0, -1).map((count) => `${count}-`)
  const sizedHomes = orMore
    ? `${named} with ${counts[0]} or more bedrooms`
    : `${lead.length ? `${lead.join(', ')} or ` : ''}${counts.at(-1)}-bedroom ${named}`
  return unsized.length
    ? `${list(unsized.map((type) => typeName(type, isPlural)))} and ${sizedHomes}`
    : sizedHomes
}

/** 'around Plateau-Mont-Royal or Mile End', 'in Laval or Longueuil'. */
function where(filters: TChatFilters): string {
  const places = placesOf(filters)
  return listOr(
    places.map((place, index) => {
      if (!place.area) return `in ${place.location}`
      return index > 0 && places[index - 1]?.area ? place.area : `around ${place.area}`
    }),
  )
}

/** '2 apartments around McGill University, up to $1,200 a month, free from September 1, 2026, for 4 months…' */
function describe(filters: TChatFilters, count: number): string {
  const isPlural = count !== 1
  const parts = [`${count} ${kinds(filters, isPlural)}`]
  const places = where(filters)
  if (places) parts[0] += ` ${places}`
  const { min_price: min, max_price: max } = filters
  if (min !== undefined && max !== undefined) parts.push(`between ${money(min)} and ${money(max)} a month`)
  else if (max !== undefined) parts.push(`up to ${money(max)} a month`)
  else if (min !== undefined) parts.push(`from ${money(min)} a month`)
  if (filters.move_in) parts.push(`free from ${date(filters.move_in)}`)
  if (filters.months) parts.push(`for ${plural(filters.months, 'month', 'months')}`)
  if (filters.guests) parts.push(`for ${plural(filters.guests, 'guest', 'guests')}`)
  if (filters.amenities?.length) parts.push(`with ${list(filters.amenities)}`)
  return parts.join(', ')
}

function cardLine(index: number, facts: TCardFacts): string {
  const { card } = facts
  const where =
    facts.km !== undefined && facts.area ? `${facts.km.toFixed(1)} km from ${facts.area}` : card.address_city
  const free = facts.freeFrom
    ? facts.freeMonths
      ? ` · free for your whole stay from ${date(facts.freeFrom)}`
      : ` · free on ${date(facts.freeFrom)}`
    : ''
  return `${index}. ${card.title}: ${money(facts.price)}/month · ${typeName(card.property_type, false)} · ${where} · up to ${plural(card.max_guests, 'guest', 'guests')}${free}`
}

function relaxation(what: TRelaxation, asked: TChatFilters, used: TChatFilters): string {
  switch (what) {
    case 'moveIn':
      return `the move-in date (${date(asked.move_in as string)})`
    case 'amenities':
      return `the amenities (${list(asked.amenities ?? [])})`
    case 'type': {
      const added = (used.type ?? []).filter((type) => !asked.type?.includes(type))
      return added.length > 0
        ? `the type to similar places (${list(added.map((type) => typeName(type, true)))})`
        : `the type (${kinds(asked, false)})`
    }
    case 'price':
      return `the budget by 20% (now ${used.max_price !== undefined ? `up to ${money(used.max_price)}` : `from ${money(used.min_price ?? 0)}`})`
    case 'area': {
      const areas = placesOf(asked).flatMap((place) => place.area ?? [])
      const cities = [...new Set(placesOf(used).map((place) => place.location))]
      return `the area: all of ${cities.length ? listOr(cities) : 'the city'} rather than around ${listOr(areas)}`
    }
  }
}

function note(item: TNote): string {
  switch (item.kind) {
    case 'furnished':
      return 'Every Demeure home is furnished, so there is no need to ask for it.'
    case 'unsupported':
      return UNSUPPORTED[item.what]
    case 'stayOutOfRange':
      return `Stays on Demeure last 1 to 11 months, so I looked for ${plural(item.used ?? 1, 'month', 'months')}.`
    case 'pastDate':
      return `${date(item.date)} has already passed, so I left the move-in date out.`
    case 'houseRule':
      return item.rule === 'pets'
        ? 'Note that pets are not allowed in Demeure homes (house rules).'
        : 'Note that smoking is not allowed inside Demeure homes (house rules).'
  }
}

const notesText = (notes: TNote[]) => (notes.length > 0 ? `\n\n${notes.map(note).join(' ')}` : '')
const CAPABILITIES =
  'Tell me the area (a neighbourhood or a campus works too), your budget, the type of place, your move-in date, how many months and how many people, and I’ll show you matching homes. I can also tell you where your bookings stand and explain our fees and house rules.'

function bookingLine(booking: TBooking): string {
  const title = booking.property?.title ?? `Booking #${booking.booking_id}`
  return `• ${title}, ${date(booking.check_in)} to ${date(booking.check_out)}: ${STATUS[booking.status]}.`
}

export const repliesEn: TReplies = {
  results({ found, asked, notes }) {
    const refine = '\n\nYou can refine: “cheaper”, “with parking”, “and in Laval?”.'
    if (found.cards.length === 0) {
      const wanted = describe(asked, 2).replace(/^2 /, '')
      return `I couldn’t find any ${wanted}, even after relaxing your criteria one by one. Try another city or a higher budget.${notesText(notes)}`
    }
    const lines = found.cards.map((card, i) => cardLine(i + 1, cardFacts(card, found.filters)))
    const count = found.cards.length
    let intro: string
    if (found.relaxed.length > 0) {
      const given = list(found.relaxed.map((what) => relaxation(what, asked, found.filters)))
      intro = `Nothing matches all of that (${describe(asked, 2).replace(/^2 /, '')}), so I relaxed ${given}. The nearest ${count === 1 ? 'option' : 'options'}:`
    } else if (found.total !== null && found.total > count) {
      intro = `I found ${describe(found.filters, found.total)}. Here are ${count}; open the search for the full list:`
    } else {
      intro = `I found ${describe(found.filters, count)}:`
    }
    return `${intro}\n${lines.join('\n')}${notesText(notes)}${refine}`
  },

  nearest({ ranked, place, filters, notes }) {
    if (ranked.length === 0) {
      return `I have no homes to compare for that search (${describe(filters, 2).replace(/^2 /, '')}). Tell me what you’re looking for and I’ll rank the results by distance to ${place.name}.`
    }
    const lines = ranked.map(({ card, km }, i) =>
      cardLine(i + 1, { ...cardFacts(card, filters), km, area: place.name }),
    )
    return `Of the homes I suggested (${describe(filters, ranked.length)}), from the closest to ${place.name}, as the crow flies:\n${lines.join('\n')}${notesText(notes)}`
  },

  bookings({ asGuest, onMyListings }) {
    const host =
      onMyListings > 0
        ? `\n\nYour listings also have ${plural(onMyListings, 'booking', 'bookings')}: see them in your co-host panel.`
        : ''
    if (asGuest.length === 0) {
      return `You don’t have any bookings yet. Tell me what you’re looking for and I’ll find you a place.${host}`
    }
    const shown = asGuest.slice(0, MAX_BOOKINGS_LISTED)
    const rest =
      asGuest.length > shown.length ? `\n…and ${asGuest.length - shown.length} more in My reservations.` : ''
    return `You have ${plural(asGuest.length, 'booking', 'bookings')}:\n${shown.map(bookingLine).join('\n')}${rest}${host}`
  },

  fees({ topics, example }) {
    const { quote } = example
    const later = quote.schedule.slice(1)
    const paragraphs = [
      `Demeure charges a service fee of 12% of the first month’s rent, once per booking. You pay the first month plus the fee when the host approves; each later month is due on the same day of the month. Stays last 1 to 11 months.`,
      `For example, at ${money(example.monthlyRent)} a month for ${plural(example.months, 'month', 'months')} from ${date(example.checkIn)}: ${money(quote.dueNowCents / 100)} due at booking (first month ${money(quote.monthlyRentCents / 100)} + fee ${money(quote.serviceFeeCents / 100)})${later.length > 0 ? `, then ${money(quote.monthlyRentCents / 100)} on ${list(later.map((item) => date(item.dueDate)))}` : ''}. Total: ${money((quote.rentTotalCents + quote.serviceFeeCents) / 100)}.`,
    ]
    if (topics.includes('payment')) {
      paragraphs.push(
        `Hosts answer a request within ${REQUEST_TTL_HOURS} hours; once it is approved you have ${PAYMENT_TTL_HOURS} hours to pay on the secure checkout page.`,
      )
    }
    if (topics.includes('cancellation')) {
      paragraphs.push(
        `If you cancel ${FULL_REFUND_DAYS} days or more before check-in, all the rent you paid is refunded; later, the first month is kept. The service fee is never refunded.`,
      )
    }
    return paragraphs.join('\n\n')
  },

  rules(notes) {
    const houseRules =
      'The house rules of every Demeure home: no smoking inside, no pets, quiet hours after 10 PM, check-out before 11:00 AM, and damage is charged.'
    const stays = 'Stays last 1 to 11 months, and the service fee is 12% of the first month’s rent.'
    // A question about the rules searched nothing: only notes about what listings record apply.
    const extra = notes.filter((item) => item.kind === 'furnished' || item.kind === 'unsupported')
    return `${houseRules} ${stays}${notesText(extra)}`
  },

  greeting: () =>
    `Hello! I’m Demeure’s room finder. ${CAPABILITIES} For example: “a furnished apartment near McGill under $1,200 from September 1 for 4 months”.`,
  unknown: () => `I’m not sure I understood. ${CAPABILITIES}`,
}
