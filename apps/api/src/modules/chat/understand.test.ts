import { LISTING_TYPES } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { pricesShown } from './context.ts'
import { detectLanguage } from './language.ts'
import { normalizeMessage } from './normalize.ts'
import { understand } from './understand.ts'

const TODAY = '2026-08-15'
type TTurn = { sender: 'user' | 'ai'; content: string }
const read = (message: string, history: TTurn[] = [], fallbackLanguage: 'en' | 'fr' = 'en') =>
  understand({ message, history, today: TODAY, fallbackLanguage })
const criteria = (message: string, history: TTurn[] = []) => {
  const { places, ...rest } = read(message, history).criteria
  const names = (places ?? []).map((place) => place.name)
  return { ...rest, ...(names.length > 0 ? { place: names.length === 1 ? names[0] : names } : {}) }
}

describe('budgets in every phrasing', () => {
  it.each([
    ['under 1200', { maxPrice: 1200 }],
    ['max 1 200 $', { maxPrice: 1200 }],
    ['maximum 1\u00a0200\u00a0$ par mois', { maxPrice: 1200 }],
    ['entre 900 et 1300 $', { minPrice: 900, maxPrice: 1300 }],
    ['$1,000-1,500', { minPrice: 1000, maxPrice: 1500 }],
    ['1000 to 1500 dollars', { minPrice: 1000, maxPrice: 1500 }],
    ['de 900 à 1300 $', { minPrice: 900, maxPrice: 1300 }],
    ['budget of $950', { maxPrice: 950 }],
    ["jusqu'à 1400$", { maxPrice: 1400 }],
    ['1.2k max', { maxPrice: 1200 }],
    ['at least 800', { minPrice: 800 }],
    ['around 1000', { minPrice: 900, maxPrice: 1100 }],
    ['less than a thousand dollars', { maxPrice: 1000 }],
    ['1500/mo', { maxPrice: 1500 }],
  ])('%s', (message, expected) => {
    expect(criteria(message)).toEqual(expected)
  })

  it('does not take years, days, guests or bedrooms for a budget', () => {
    expect(criteria('2 bedrooms for 3 people from January 2027')).toEqual({
      bedrooms: [2],
      guests: 3,
      moveIn: '2027-01-01',
    })
    expect(criteria('my 2 kids and me')).toEqual({ guests: 3 })
  })
})

describe('dates relative to today in Montréal', () => {
  it.each([
    ['September 1st', '2026-09-01'],
    ['1er septembre', '2026-09-01'],
    ['next month', '2026-09-01'],
    ['le mois prochain', '2026-09-01'],
    ['2027-01-15', '2027-01-15'],
    ['15/01/2027', '2027-01-15'],
    ['January 15', '2027-01-15'],
    ['August 1st', '2027-08-01'],
    ['in August', '2026-08-15'],
    ['in 2 weeks', '2026-08-29'],
    ['dans 3 jours', '2026-08-18'],
    ['tomorrow', '2026-08-16'],
    ['mid-October', '2026-10-15'],
    ['fin septembre', '2026-09-30'],
    ['asap', '2026-08-15'],
  ])('%s', (message, moveIn) => {
    expect(read(message).criteria.moveIn).toBe(moveIn)
  })

  it('reads a range as a move-in date and a stay', () => {
    expect(criteria('from Sept 1 to Dec 31')).toEqual({ moveIn: '2026-09-01', months: 4 })
    expect(criteria('du 1er septembre au 30 avril')).toEqual({ moveIn: '2026-09-01', months: 8 })
  })

  it('leaves a past date out and says why', () => {
    const past = read('from 2025-01-01')
    expect(past.criteria.moveIn).toBeUndefined()
    expect(past.notes).toEqual([{ kind: 'pastDate', date: '2025-01-01' }])
  })

  it('knows “sept mois” is seven months and “may” is not always May', () => {
    expect(criteria('pour sept mois')).toEqual({ months: 7 })
    expect(criteria('may I have a room near UQAM')).toEqual({ place: 'UQAM', types: ['private_room'] })
    expect(criteria('from May 3')).toEqual({ moveIn: '2027-05-03' })
  })
})

describe('stay lengths', () => {
  it.each([
    ['for 4 months', 4],
    ['pour 6 mois', 6],
    ['a semester', 4],
    ["pour l'année scolaire", 8],
  ])('%s', (message, months) => {
    expect(read(message).criteria.months).toBe(months)
  })

  it('explains lengths outside 1–11 months and searches the nearest allowed one', () => {
    expect(read('for a year')).toMatchObject({
      criteria: { months: 11 },
      notes: [{ kind: 'stayOutOfRange', asked: 12, used: 11 }],
    })
    expect(read('pour 2 semaines')).toMatchObject({
      criteria: { months: 1 },
      notes: [{ kind: 'stayOutOfRange', used: 1 }],
    })
    expect(read("I'm 25 years old").criteria.months).toBeUndefined()
  })
})

describe('types, guests, amenities and places', () => {
  it('tells a bedroom count from a room, and Québec sizes from dates', () => {
    expect(criteria('2 bedroom apartment')).toEqual({ types: ['apartment'], bedrooms: [2] })
    expect(criteria('une chambre')).toEqual({ types: ['private_room'] })
    expect(criteria('un 4 1/2')).toEqual({ types: ['apartment'], bedrooms: [2] })
    expect(criteria('un 4½ dans Villeray')).toEqual({
      types: ['apartment'],
      bedrooms: [2],
      place: 'Villeray',
    })
    expect(criteria('tout de suite, une suite à Westmount')).toEqual({
      types: ['suite'],
      place: 'Westmount',
      moveIn: TODAY,
    })
  })

  it('knows every home type and the private room by their English and French names', () => {
    const names: [string, string, string][] = [
      ['apartment', 'an apartment', 'un appartement'],
      ['studio', 'a studio', 'un studio'],
      ['condo', 'a condo', 'un condo'],
      ['suite', 'a furnished suite', 'une suite meublée'],
      ['serviced_apartment', 'a serviced apartment', 'un appartement avec services'],
      ['house', 'a house', 'une maison'],
      ['townhouse', 'a townhouse', 'une maison de ville'],
      ['guest_house', 'a guest house', 'une maison d’invités'],
      ['cabin_cottage', 'a cottage', 'un chalet'],
      ['private_room', 'a private room', 'une chambre privée'],
    ]
    for (const [type, english, french] of names) {
      expect(criteria(`I want ${english}`), english).toEqual({ types: [type] })
      expect(criteria(`Je cherche ${french}`), french).toEqual({ types: [type] })
    }
    // Every home type with a name is in the list above; 'other' is what nobody asks for by name.
    expect([...LISTING_TYPES.filter((type) => type !== 'other'), 'private_room'].sort()).toEqual(
      names.map(([type]) => type).sort(),
    )
  })

  it('counts people however they are described', () => {
    expect(read('pour deux personnes').criteria.guests).toBe(2)
    expect(read('avec ma blonde').criteria.guests).toBe(2)
    expect(read('2 adultes et 1 enfant').criteria.guests).toBe(3)
    expect(read('a family of 4').criteria.guests).toBe(4)
    expect(read('just me').criteria.guests).toBe(1)
  })

  it('maps amenities to the catalogue, and explains what cannot be searched', () => {
    const wish = read('meublé avec wifi, stationnement, laveuse, proche du métro, sans climatisation')
    expect(wish.criteria.amenities).toEqual(['Wi-Fi', 'Private Parking'])
    expect(wish.notes).toEqual([
      { kind: 'unsupported', what: 'washer' },
      { kind: 'unsupported', what: 'metro' },
      { kind: 'furnished' },
    ])
  })

  it('prefers an area to its city, and reads landmarks, accents and typos', () => {
    expect(criteria('Plateau, Montréal')).toEqual({ place: 'Plateau-Mont-Royal' })
    expect(criteria('near Côte-des-Neiges')).toEqual({ place: 'Côte-des-Neiges' })
    expect(criteria('pres de cote des neige')).toEqual({ place: 'Côte-des-Neiges' })
    expect(criteria("près de l'UdeM")).toEqual({ place: 'Université de Montréal' })
    expect(criteria('Montréal, Québec')).toEqual({ place: 'Montréal' })
    expect(criteria('avec mon chum')).toEqual({ guests: 2 })
    expect(read('near McGill').criteria.places).toMatchObject([{ kind: 'area', city: 'Montréal' }])
  })

  it('repairs typos only into words it knows, and only when sure', () => {
    expect(normalizeMessage('appartment in montral, septmber')).toBe('appartement in montreal september')
    expect(normalizeMessage('hours')).toBe('hours')
    expect(normalizeMessage('je déménage')).toBe('je demenage')
  })
})

describe('conversation context', () => {
  const plateau: TTurn[] = [
    { sender: 'user', content: 'apartment in the Plateau under 1500' },
    { sender: 'ai', content: '1. Bright apartment: $1,400/month' },
  ]

  it('applies “cheaper” to the last budget, or to the prices shown, or sorts by price', () => {
    expect(criteria('cheaper', plateau)).toMatchObject({ maxPrice: 1270, place: 'Plateau-Mont-Royal' })
    const shown: TTurn[] = [
      { sender: 'user', content: 'appartement au centre-ville' },
      { sender: 'ai', content: '1. A : 1 000 $/mois\n2. B : 1 400 $/mois' },
    ]
    expect(criteria('moins cher', shown)).toMatchObject({ maxPrice: 1020, place: 'Downtown' })
    expect(criteria('moins cher', [{ sender: 'user', content: 'un studio' }])).toMatchObject({
      sort: 'price',
    })
  })

  it('changes only what the follow-up names, and starts over on a new full request', () => {
    expect(read('et à Laval ?', plateau)).toMatchObject({
      intent: 'refine',
      language: 'fr',
      criteria: { places: [{ name: 'Laval', kind: 'city' }], types: ['apartment'], maxPrice: 1500 },
    })
    expect(criteria('with parking', plateau)).toMatchObject({
      amenities: ['Private Parking'],
      maxPrice: 1500,
    })
    expect(criteria('any price', plateau)).toEqual({ place: 'Plateau-Mont-Royal', types: ['apartment'] })
    expect(read('I am looking for a room in Verdun under 800', plateau)).toMatchObject({
      intent: 'search',
      criteria: { types: ['private_room'], maxPrice: 800, places: [{ name: 'Verdun' }] },
    })
  })

  it('ignores questions between searches, and reads prices shown in either language', () => {
    const history: TTurn[] = [
      ...plateau,
      { sender: 'user', content: 'quels sont les frais ?' },
      { sender: 'ai', content: 'Par exemple 1 120 $' },
    ]
    expect(criteria('cheaper', history)).toMatchObject({ maxPrice: 1270 })
    expect(pricesShown('1. A: $1,150/month 2. B : 1 400,50 $/mois')).toEqual([1150, 1401])
  })
})

describe('intents and languages', () => {
  it.each([
    ['what is the status of my booking?', 'bookings'],
    ['où en est ma réservation ?', 'bookings'],
    ['how much is the fee?', 'fees'],
    ['puis-je annuler ?', 'fees'],
    ['house rules?', 'rules'],
    ['salut', 'greeting'],
    ['blah blah', 'unknown'],
    ['I can pay 1200', 'search'],
  ])('%s → %s', (message, intent) => {
    expect(read(message).intent).toBe(intent)
  })

  it('answers in the language of the message, else of the conversation, else of the reader', () => {
    expect(detectLanguage('Je cherche un appartement')).toBe('fr')
    expect(detectLanguage('apartment near Côte-des-Neiges please')).toBe('en')
    expect(detectLanguage('McGill')).toBeUndefined()
    expect(read('Laval?', [{ sender: 'user', content: 'je cherche un studio' }]).language).toBe('fr')
    expect(read('Laval?', [], 'fr').language).toBe('fr')
  })

  it('never throws, whatever it is given', () => {
    const samples = [
      '',
      ' ',
      '½½½',
      '$',
      '-',
      '1/1/1',
      '99999999999999999999 k',
      '\u0000\u202e',
      'é'.repeat(500),
      '⚠️🏠',
    ]
    for (const message of samples)
      expect(() => read(message, [{ sender: 'ai', content: message }])).not.toThrow()
  })
})

describe('alternatives, restatements and Montréal sizes', () => {
  it.each([
    ['3½', [1]],
    ['3 1/2', [1]],
    ['3.5', [1]],
    ['3,5', [1]],
    ['trois et demie', [1]],
    ['4 et demi', [2]],
    ['4 and a half', [2]],
    ['5½', [3]],
    ['3½ or 4½', [1, 2]],
    ['3 1/2 ou un 4 1/2', [1, 2]],
  ])('reads the Montréal size “un %s” as an exact bedroom count', (size, bedrooms) => {
    expect(criteria(`un ${size}`)).toEqual({ types: ['apartment'], bedrooms })
  })

  it('reads bedroom counts exactly, several as alternatives, and “at least” as a floor', () => {
    expect(criteria('a 2-bedroom')).toEqual({ bedrooms: [2] })
    expect(criteria('2 or 3 bedrooms')).toEqual({ bedrooms: [2, 3] })
    expect(criteria('1br')).toEqual({ bedrooms: [1] })
    expect(criteria('at least 2 bedrooms')).toEqual({ bedrooms: [2, 3, 4, 5, 6] })
    expect(criteria('2 chambres ou plus')).toEqual({ bedrooms: [2, 3, 4, 5, 6] })
    expect(criteria('a bedroom in a shared flat')).toEqual({ types: ['apartment', 'private_room'] })
    // Not sizes: a budget, a stay length.
    expect(criteria('3.5k max')).toEqual({ maxPrice: 3500 })
    expect(criteria('for 3.5 months').bedrooms).toBeUndefined()
    expect(criteria('un 1 1/2')).toEqual({ types: ['studio'] })
  })

  it('keeps every kind and every place joined by “or”', () => {
    expect(criteria('studio or 1-bedroom')).toEqual({ types: ['studio'], bedrooms: [1] })
    expect(criteria('un studio ou un appartement')).toEqual({ types: ['studio', 'apartment'] })
    expect(criteria('Plateau or Mile End')).toEqual({ place: ['Plateau-Mont-Royal', 'Mile End'] })
    expect(criteria('dans le Plateau, le Mile End ou Verdun')).toEqual({
      place: ['Plateau-Mont-Royal', 'Mile End', 'Verdun'],
    })
    expect(criteria('près de McGill ou de l’UQAM')).toEqual({ place: ['McGill University', 'UQAM'] })
    expect(criteria('Laval or Longueuil')).toEqual({ place: ['Laval', 'Longueuil'] })
    // Without 'or', one place as before.
    expect(criteria('I live in Laval but want Montréal')).toEqual({ place: 'Montréal' })
  })

  const studioPlateau: TTurn[] = [
    { sender: 'user', content: 'a studio in the Plateau under 1500' },
    { sender: 'ai', content: '1. Small studio: $1,200/month' },
  ]
  it('replaces the kind and the place a follow-up restates, keeps the rest', () => {
    expect(criteria('actually a 2-bedroom in Verdun', studioPlateau)).toEqual({
      bedrooms: [2],
      place: 'Verdun',
      maxPrice: 1500,
    })
    expect(criteria('plutôt un 4½', studioPlateau)).toEqual({
      types: ['apartment'],
      bedrooms: [2],
      place: 'Plateau-Mont-Royal',
      maxPrice: 1500,
    })
  })

  it('adds to the kinds and places when the follow-up says “also”', () => {
    expect(criteria('or also a 1-bedroom', studioPlateau)).toEqual({
      types: ['studio'],
      bedrooms: [1],
      place: 'Plateau-Mont-Royal',
      maxPrice: 1500,
    })
    expect(criteria('et aussi à Verdun', studioPlateau)).toEqual({
      types: ['studio'],
      place: ['Plateau-Mont-Royal', 'Verdun'],
      maxPrice: 1500,
    })
  })
})
