import {
  amenityLabelsFr,
  FULL_REFUND_DAYS,
  formatDisplayDate,
  formatMoney,
  listingText,
  PAYMENT_TTL_HOURS,
  REQUEST_TTL_HOURS,
  type TBooking,
  type TBookingStatus,
  type TChatFilters,
} from '@demeure/shared'
import type { TNote, TUnsupportedFeature } from './criteria.ts'
import type { TRelaxation } from './finder.ts'
import { aLieu, deLieu, placeNameFr } from './place-names.fr.ts'
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
  apartment: ['appartement', 'appartements'],
  suite: ['suite', 'suites'],
  house: ['maison', 'maisons'],
  guest_house: ['maison d’invités', 'maisons d’invités'],
  cabin_cottage: ['chalet', 'chalets'],
  serviced_apartment: ['appartement avec services', 'appartements avec services'],
  private_room: ['chambre privée', 'chambres privées'],
  condo: ['condo', 'condos'],
  townhouse: ['maison de ville', 'maisons de ville'],
  studio: ['studio', 'studios'],
  other: ['logement', 'logements'],
}
const UNSUPPORTED: Record<TUnsupportedFeature, string> = {
  washer:
    'Les annonces n’indiquent pas la laveuse ni la sécheuse, je n’ai donc pas pu filtrer là-dessus : la description ou l’hôte vous le diront.',
  metro:
    'Les annonces n’indiquent pas la distance du métro, je n’ai donc pas pu filtrer là-dessus ; le centre-ville, le Plateau, Côte-des-Neiges et le Quartier latin sont tous près d’une ligne.',
  dishwasher: 'Les annonces n’indiquent pas le lave-vaisselle, je n’ai donc pas pu filtrer là-dessus.',
  gym: 'Les annonces n’indiquent pas de salle de sport, je n’ai donc pas pu filtrer là-dessus.',
  pool: 'Les annonces n’indiquent pas de piscine, je n’ai donc pas pu filtrer là-dessus.',
  elevator: 'Les annonces n’indiquent pas d’ascenseur, je n’ai donc pas pu filtrer là-dessus.',
}
const STATUS: Record<TBookingStatus, string> = {
  requested: `demandée : en attente de la réponse de l’hôte (il a ${REQUEST_TTL_HOURS} heures)`,
  approved: `acceptée : payez le premier mois et les frais dans les ${PAYMENT_TTL_HOURS} heures pour la confirmer`,
  confirmed: 'confirmée : c’est payé, à bientôt le jour de l’arrivée',
  active: 'en cours : vous y séjournez en ce moment',
  completed: 'terminée',
  declined: 'refusée par l’hôte',
  cancelled: 'annulée',
  expired: 'expirée : elle n’a pas été acceptée ou payée à temps',
}

const money = (amount: number) => formatMoney(amount, 'fr')
const date = formatDisplayDate
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`
const typeName = (type: string, isPlural: boolean) => TYPES[type]?.[isPlural ? 1 : 0] ?? type
/**
 * An amenity as the web app names it (the shared label), written inside a sentence: "garde-robe",
 * but "Wi-Fi" keeps its capitals (a first word with a capital inside stays as it is).
 */
const amenityName = (amenity: string) => {
  const label = (amenityLabelsFr as Record<string, string>)[amenity] ?? amenity
  const firstWord = label.split(' ')[0] ?? ''
  return /\p{Lu}/u.test(firstWord.slice(1)) ? label : label.charAt(0).toLocaleLowerCase('fr') + label.slice(1)
}

const COUNTS = ['aucune', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept']
const listOr = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`

/** 'de deux chambres', 'd’une ou deux chambres', 'de deux chambres ou plus'. */
function bedroomsText(asked: number[]): string {
  const { counts, orMore } = bedroomsAsked(asked)
  const words = listOr(counts.map((count) => COUNTS[count] ?? String(count)))
  const noun = counts.length === 1 && (counts[0] ?? 0) <= 1 && !orMore ? 'chambre' : 'chambres'
  return `${words.startsWith('une') ? 'd’' : 'de '}${words} ${noun}${orMore ? ' ou plus' : ''}`
}

/** 'appartements', 'appartements de deux chambres', 'studios et logements d’une chambre'. */
function kinds(filters: TChatFilters, isPlural: boolean): string {
  const homes = isPlural ? 'logements' : 'logement'
  const types = filters.type ?? []
  if (!filters.bedrooms?.length)
    return types.length ? list(types.map((type) => typeName(type, isPlural))) : homes
  const { unsized, sized } = splitKinds(types)
  const sizedHomes = `${sized.length ? list(sized.map((type) => typeName(type, isPlural))) : homes} ${bedroomsText(filters.bedrooms)}`
  return unsized.length
    ? `${list(unsized.map((type) => typeName(type, isPlural)))} et ${sizedHomes}`
    : sizedHomes
}

/** 'dans le secteur du Plateau-Mont-Royal ou du Mile End', 'à Laval ou à Longueuil'. */
function where(filters: TChatFilters): string {
  const places = placesOf(filters)
  return listOr(
    places.map((place, index) => {
      if (!place.area) return aLieu(place.location)
      return index > 0 && places[index - 1]?.area
        ? deLieu(place.area)
        : `dans le secteur ${deLieu(place.area)}`
    }),
  )
}

/** '2 appartements dans le secteur de l’Université McGill, jusqu’à 1 200 $ par mois, libres dès le 1er septembre 2026…' */
function describe(filters: TChatFilters, count: number): string {
  const isPlural = count !== 1
  const parts = [`${count} ${kinds(filters, isPlural)}`]
  const places = where(filters)
  if (places) parts[0] += ` ${places}`
  const { min_price: min, max_price: max } = filters
  if (min !== undefined && max !== undefined) parts.push(`entre ${money(min)} et ${money(max)} par mois`)
  else if (max !== undefined) parts.push(`jusqu’à ${money(max)} par mois`)
  else if (min !== undefined) parts.push(`à partir de ${money(min)} par mois`)
  if (filters.move_in) parts.push(`${isPlural ? 'libres' : 'libre'} dès le ${date(filters.move_in)}`)
  if (filters.months) parts.push(`pour ${plural(filters.months, 'mois', 'mois')}`)
  if (filters.guests) parts.push(`pour ${plural(filters.guests, 'personne', 'personnes')}`)
  if (filters.amenities?.length) parts.push(`avec ${list(filters.amenities.map(amenityName))}`)
  return parts.join(', ')
}

function cardLine(index: number, facts: TCardFacts): string {
  const { card } = facts
  const where =
    facts.km !== undefined && facts.area
      ? `à ${facts.km.toFixed(1).replace('.', ',')} km ${deLieu(facts.area)}`
      : card.address_city
  const free = facts.freeFrom
    ? facts.freeMonths
      ? ` · libre pour tout votre séjour dès le ${date(facts.freeFrom)}`
      : ` · libre le ${date(facts.freeFrom)}`
    : ''
  return `${index}. ${listingText(card, 'fr').title} : ${money(facts.price)}/mois · ${typeName(card.property_type, false)} · ${where} · jusqu’à ${plural(card.max_guests, 'personne', 'personnes')}${free}`
}

function relaxation(what: TRelaxation, asked: TChatFilters, used: TChatFilters): string {
  switch (what) {
    case 'moveIn':
      return `la date d’arrivée (${date(asked.move_in as string)})`
    case 'amenities':
      return `les équipements (${list((asked.amenities ?? []).map(amenityName))})`
    case 'type': {
      const added = (used.type ?? []).filter((type) => !asked.type?.includes(type))
      return added.length > 0
        ? `le type à des logements semblables (${list(added.map((type) => typeName(type, true)))})`
        : `le type (${kinds(asked, false)})`
    }
    case 'price':
      return `le budget de 20 % (maintenant ${used.max_price !== undefined ? `jusqu’à ${money(used.max_price)}` : `à partir de ${money(used.min_price ?? 0)}`})`
    case 'area': {
      const areas = placesOf(asked).flatMap((place) => (place.area ? [deLieu(place.area)] : []))
      const cities = [...new Set(placesOf(used).map((place) => placeNameFr(place.location)))]
      return `le secteur : tout ${cities.length ? listOr(cities) : 'la ville'} plutôt qu’autour ${listOr(areas)}`
    }
  }
}

function note(item: TNote): string {
  switch (item.kind) {
    case 'furnished':
      return 'Tous les logements Demeure sont meublés, inutile de le préciser.'
    case 'unsupported':
      return UNSUPPORTED[item.what]
    case 'stayOutOfRange':
      return `Les séjours sur Demeure durent de 1 à 11 mois, j’ai donc cherché pour ${plural(item.used ?? 1, 'mois', 'mois')}.`
    case 'pastDate':
      return `Le ${date(item.date)} est déjà passé, je n’ai donc pas tenu compte de la date d’arrivée.`
    case 'houseRule':
      return item.rule === 'pets'
        ? 'À noter : les animaux ne sont pas admis dans les logements Demeure (règlement de la maison).'
        : 'À noter : il est interdit de fumer à l’intérieur des logements Demeure (règlement de la maison).'
  }
}

const notesText = (notes: TNote[]) => (notes.length > 0 ? `\n\n${notes.map(note).join(' ')}` : '')
const CAPABILITIES =
  'Dites-moi le secteur (un quartier ou un campus, ça marche aussi), votre budget, le type de logement, la date d’arrivée, combien de mois et pour combien de personnes, et je vous montre les logements qui correspondent. Je peux aussi vous dire où en sont vos réservations et vous expliquer nos frais et le règlement de la maison.'

function bookingLine(booking: TBooking): string {
  // The home's French title when its host wrote one (packages/shared listingText), as on the site.
  const title = booking.property
    ? listingText(booking.property, 'fr').title
    : `Réservation no ${booking.booking_id}`
  return `• ${title}, du ${date(booking.check_in)} au ${date(booking.check_out)} : ${STATUS[booking.status]}.`
}

export const repliesFr: TReplies = {
  results({ found, asked, notes }) {
    const refine = '\n\nVous pouvez préciser : « moins cher », « avec stationnement », « et à Laval ? ».'
    if (found.cards.length === 0) {
      return `Je n’ai trouvé aucun résultat (${describe(asked, 2).replace(/^2 /, '')}), même en assouplissant vos critères un à un. Essayez une autre ville ou un budget plus élevé.${notesText(notes)}`
    }
    const lines = found.cards.map((card, i) => cardLine(i + 1, cardFacts(card, found.filters)))
    const count = found.cards.length
    let intro: string
    if (found.relaxed.length > 0) {
      const given = list(found.relaxed.map((what) => relaxation(what, asked, found.filters)))
      intro = `Rien ne correspond à tout cela (${describe(asked, 2).replace(/^2 /, '')}), j’ai donc assoupli ${given}. ${count === 1 ? 'L’option la plus proche' : 'Les options les plus proches'} :`
    } else if (found.total !== null && found.total > count) {
      intro = `J’ai trouvé ${describe(found.filters, found.total)}. En voici ${count} ; ouvrez la recherche pour la liste complète :`
    } else {
      intro = `J’ai trouvé ${describe(found.filters, count)} :`
    }
    return `${intro}\n${lines.join('\n')}${notesText(notes)}${refine}`
  },

  nearest({ ranked, place, filters, notes }) {
    if (ranked.length === 0) {
      return `Je n’ai aucun logement à comparer pour cette recherche (${describe(filters, 2).replace(/^2 /, '')}). Dites-moi ce que vous cherchez et je classerai les résultats selon leur distance ${deLieu(place.name)}.`
    }
    const lines = ranked.map(({ card, km }, i) =>
      cardLine(i + 1, { ...cardFacts(card, filters), km, area: place.name }),
    )
    return `Parmi les logements proposés (${describe(filters, ranked.length)}), du plus proche au plus loin ${deLieu(place.name)}, à vol d’oiseau :\n${lines.join('\n')}${notesText(notes)}`
  },

  bookings({ asGuest, onMyListings }) {
    const host =
      onMyListings > 0
        ? `\n\nVos annonces ont aussi ${plural(onMyListings, 'réservation', 'réservations')} : voyez-les dans votre panneau de co-hôte.`
        : ''
    if (asGuest.length === 0) {
      return `Vous n’avez pas encore de réservation. Dites-moi ce que vous cherchez et je vous trouve un logement.${host}`
    }
    const shown = asGuest.slice(0, MAX_BOOKINGS_LISTED)
    const rest =
      asGuest.length > shown.length
        ? `\n…et ${asGuest.length - shown.length} autres dans Mes réservations.`
        : ''
    return `Vous avez ${plural(asGuest.length, 'réservation', 'réservations')} :\n${shown.map(bookingLine).join('\n')}${rest}${host}`
  },

  fees({ topics, example }) {
    const { quote } = example
    const later = quote.schedule.slice(1)
    const paragraphs = [
      'Demeure prend des frais de service de 12 % du premier mois de loyer, une seule fois par réservation. Vous payez le premier mois et les frais quand l’hôte accepte ; chaque mois suivant est dû le même jour du mois. Les séjours durent de 1 à 11 mois.',
      `Par exemple, à ${money(example.monthlyRent)} par mois pendant ${plural(example.months, 'mois', 'mois')} dès le ${date(example.checkIn)} : ${money(quote.dueNowCents / 100)} à la réservation (premier mois ${money(quote.monthlyRentCents / 100)} + frais ${money(quote.serviceFeeCents / 100)})${later.length > 0 ? `, puis ${money(quote.monthlyRentCents / 100)} le ${list(later.map((item) => date(item.dueDate)))}` : ''}. Total : ${money((quote.rentTotalCents + quote.serviceFeeCents) / 100)}.`,
    ]
    if (topics.includes('payment')) {
      paragraphs.push(
        `L’hôte répond à une demande dans les ${REQUEST_TTL_HOURS} heures ; une fois acceptée, vous avez ${PAYMENT_TTL_HOURS} heures pour payer sur la page de paiement sécurisée.`,
      )
    }
    if (topics.includes('cancellation')) {
      paragraphs.push(
        `Si vous annulez ${FULL_REFUND_DAYS} jours ou plus avant l’arrivée, tout le loyer payé vous est remboursé ; plus tard, le premier mois est conservé. Les frais de service ne sont jamais remboursés.`,
      )
    }
    return paragraphs.join('\n\n')
  },

  rules(notes) {
    const houseRules =
      'Le règlement de tous les logements Demeure : interdit de fumer à l’intérieur, pas d’animaux, silence après 22 h, départ avant 11 h et tout dommage est facturé.'
    const stays =
      'Les séjours durent de 1 à 11 mois et les frais de service sont de 12 % du premier mois de loyer.'
    // A question about the rules searched nothing: only notes about what listings record apply.
    const extra = notes.filter((item) => item.kind === 'furnished' || item.kind === 'unsupported')
    return `${houseRules} ${stays}${notesText(extra)}`
  },

  greeting: () =>
    `Bonjour ! Je suis l’assistant de recherche de Demeure. ${CAPABILITIES} Par exemple : « un appartement meublé près de McGill à moins de 1 200 $ dès le 1er septembre pour 4 mois ».`,
  unknown: () => `Je ne suis pas certain d’avoir compris. ${CAPABILITIES}`,
}
