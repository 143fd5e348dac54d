import { addMonths, CHAT_MESSAGE_MAX_LENGTH, type TChatAnswer, todayInMontreal } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

const LIMIT = 12
let t: TTestApp
let ids: Record<'plateauCheap' | 'plateauMid' | 'plateauDear' | 'plateauHouse' | 'laval' | 'verdun', number>

beforeAll(async () => {
  t = await createTestApp({ CHAT_PER_MINUTE: String(LIMIT) })
  const host = await signUpHost(t)
  const today = todayInMontreal(t.clock.now())
  const open = [{ start: today, end: addMonths(today, 14) }]
  const plateau = { latitude: '45.523600', longitude: '-73.581500', addressCity: 'Montréal', periods: open }
  const [plateauCheap, plateauMid, plateauDear, plateauHouse, laval, verdun] = await publishListings(
    t,
    host.user.id,
    [
      { ...plateau, title: 'Sunny apartment on Rue Rachel', pricePerMonthCents: 110_000, maxGuests: 2 },
      { ...plateau, title: 'Bright apartment on Avenue Duluth', pricePerMonthCents: 140_000, maxGuests: 3 },
      { ...plateau, title: 'Large apartment on Rue Saint-Denis', pricePerMonthCents: 190_000, maxGuests: 4 },
      {
        ...plateau,
        title: 'Family house on Rue Marie-Anne',
        propertyType: 'house',
        pricePerMonthCents: 130_000,
        maxGuests: 5,
      },
      {
        title: 'Quiet apartment in Laval',
        addressCity: 'Laval',
        latitude: '45.569500',
        longitude: '-73.692000',
        pricePerMonthCents: 95_000,
        maxGuests: 2,
        amenities: ['Private Parking', 'Wi-Fi'],
        periods: open,
      },
      {
        title: 'Room in Verdun',
        propertyType: 'private_room',
        latitude: '45.458400',
        longitude: '-73.568500',
        pricePerMonthCents: 70_000,
        maxGuests: 1,
        periods: open,
      },
    ],
  )
  ids = { plateauCheap, plateauMid, plateauDear, plateauHouse, laval, verdun } as typeof ids
  // A Montréal street named after another city.
  await publishListings(t, host.user.id, [
    {
      title: 'Loft in Griffintown',
      addressStreet: '120 Rue Ottawa',
      latitude: '45.492100',
      longitude: '-73.560500',
      pricePerMonthCents: 300_000,
      periods: open,
    },
  ])
})
afterAll(() => t.close())

type TTurn = { sender: 'user' | 'ai'; content: string }
const chat = (access: string | undefined, payload: unknown, language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/chat/',
    headers: { ...(access ? bearer(access) : {}), 'accept-language': language },
    payload: payload as Record<string, unknown>,
  })
async function ask(access: string, message: string, history: TTurn[] = [], language = 'en') {
  const response = await chat(access, { message, history }, language)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as TChatAnswer
}
const idsOf = (answer: TChatAnswer) => answer.properties.map((card) => card.property_id).sort((a, b) => a - b)

describe('POST /api/chat/ access and input', () => {
  it('needs a signed-in user', async () => {
    expect((await chat(undefined, { message: 'hello' })).statusCode).toBe(401)
    expect((await chat('not-a-token', { message: 'hello' })).statusCode).toBe(401)
    // Even a malformed body gets the 401 first, so the page shows its login overlay.
    expect((await chat(undefined, { message: '' })).statusCode).toBe(401)
  })

  it('refuses an empty, too long or malformed request with French messages for a French reader', async () => {
    const { access } = await signUpAndLogIn(t)
    const cases: [unknown, string, string][] = [
      [{ message: '   ' }, 'message', 'Veuillez saisir un message'],
      [
        { message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) },
        'message',
        `Votre message doit faire moins de ${CHAT_MESSAGE_MAX_LENGTH} caractères.`,
      ],
      [
        { message: 'hello', history: Array.from({ length: 11 }, () => ({ sender: 'user', content: 'hi' })) },
        'history',
        'Envoyez au plus les 10 derniers messages.',
      ],
      [
        { message: 'hello', history: [{ sender: 'bot', content: 'hi' }] },
        'history.0.sender',
        "Cette valeur n'est pas valide.",
      ],
      [{ message: 'hello', mood: 'happy' }, 'mood', "Ce champ n'est pas accepté."],
      [{ message: 42 }, 'message', "Cette valeur n'a pas le bon type."],
    ]
    for (const [payload, field, text] of cases) {
      const response = await chat(access, payload, 'fr')
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json().code).toBe('validation_error')
      expect(response.json().fields[field]).toBe(text)
    }
  })

  it(`answers ${LIMIT} messages a minute per user, then 429 with a localized message`, async () => {
    const first = await signUpAndLogIn(t)
    for (let i = 0; i < LIMIT; i += 1) await ask(first.access, 'hello')
    const refused = await chat(first.access, { message: 'bonjour' }, 'fr')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('rate_limited')
    expect(refused.json().fields._).toBe(
      'Vous envoyez des messages trop vite. Veuillez patienter une minute et réessayer.',
    )
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // The limit is per user: someone else is still answered.
    const other = await signUpAndLogIn(t)
    await ask(other.access, 'hello')
  })
})

describe('the built-in room finder', () => {
  it('answers a French request in French with listings that match it', async () => {
    const { access } = await signUpAndLogIn(t)
    const answer = await ask(
      access,
      'Je cherche un appartement dans le Plateau à moins de 1500 $ pour 2 personnes',
    )
    expect(answer.language).toBe('fr')
    expect(idsOf(answer)).toEqual([ids.plateauCheap, ids.plateauMid].sort((a, b) => a - b))
    expect(answer.filters).toMatchObject({
      location: 'Montréal',
      area: 'Plateau-Mont-Royal',
      type: ['apartment'],
      max_price: 1500,
      guests: 2,
    })
    expect(answer.search_path).toBe('/?location=Montr%C3%A9al&type=apartment&maxPrice=1500&guests=2')
    expect(answer.response).toMatch(
      /^J’ai trouvé 2 appartements dans le secteur du Plateau-Mont-Royal, jusqu’à 1\u00a0500\u00a0\$ par mois, pour 2 personnes :/,
    )
    // French groups thousands and sets the dollar sign apart with no-break spaces.
    expect(answer.response.replace(/\u00a0/g, ' ')).toContain('Sunny apartment on Rue Rachel : 1 100 $/mois')
  })

  it('keeps the context: “cheaper”, “and in Laval?”, “with parking” refine the previous search', async () => {
    const { access } = await signUpAndLogIn(t)
    const history: TTurn[] = []
    const turn = async (message: string) => {
      const answer = await ask(access, message, history)
      history.push({ sender: 'user', content: message }, { sender: 'ai', content: answer.response })
      return answer
    }
    const first = await turn('apartment in the Plateau under $1,500')
    expect(first.language).toBe('en')
    expect(idsOf(first)).toEqual([ids.plateauCheap, ids.plateauMid].sort((a, b) => a - b))
    const cheaper = await turn('cheaper')
    expect(cheaper.filters.max_price).toBe(1270)
    expect(idsOf(cheaper)).toEqual([ids.plateauCheap])
    const laval = await turn('and in Laval?')
    expect(laval.filters).toMatchObject({ location: 'Laval', type: ['apartment'], max_price: 1270 })
    expect(laval.filters.bbox).toBeUndefined()
    expect(idsOf(laval)).toEqual([ids.laval])
    const parking = await turn('avec stationnement')
    expect(parking.language).toBe('fr')
    expect(parking.filters.amenities).toEqual(['Private Parking'])
    expect(idsOf(parking)).toEqual([ids.laval])
  })

  it('says which constraint it relaxed when nothing matches, and shows the nearest options', async () => {
    const { access } = await signUpAndLogIn(t)
    const budget = await ask(access, 'a house in the Plateau under $1,100')
    expect(budget.response).toContain('so I relaxed the budget by 20% (now up to $1,320)')
    expect(budget.filters).toMatchObject({ type: ['house'], max_price: 1320 })
    expect(idsOf(budget)).toEqual([ids.plateauHouse])
    // No single constraint is enough: they are given up one after another.
    const both = await ask(access, 'a house in the Plateau under $1,000')
    expect(both.response).toContain('so I relaxed the type (house) and the budget by 20% (now up to $1,200)')
    expect(both.filters.type).toBeUndefined()
    expect(idsOf(both)).toEqual([ids.plateauCheap])
  })

  it('ranks the homes it just suggested by distance to a place, in English and French', async () => {
    const { access } = await signUpAndLogIn(t)
    const host = await signUpHost(t)
    const today = todayInMontreal(t.clock.now())
    const townhouse = {
      propertyType: 'townhouse',
      pricePerMonthCents: 150_000,
      periods: [{ start: today, end: addMonths(today, 14) }],
    }
    const [west, north, south] = (await publishListings(t, host.user.id, [
      {
        ...townhouse,
        title: 'Townhouse on Rue Saint-Ambroise',
        latitude: '45.480000',
        longitude: '-73.590000',
      },
      { ...townhouse, title: 'Townhouse on Rue Notre-Dame', latitude: '45.487000', longitude: '-73.583000' },
      { ...townhouse, title: 'Townhouse by the canal', latitude: '45.470000', longitude: '-73.575000' },
    ])) as [number, number, number]
    const search = 'a townhouse in Saint-Henri'
    const first = await ask(access, search)
    expect(idsOf(first)).toEqual([west, north, south].sort((a, b) => a - b))
    const history: TTurn[] = [
      { sender: 'user', content: search },
      { sender: 'ai', content: first.response },
    ]
    // 'closest' is not the amenity 'Closet': the same homes come back, nearest first.
    const station = await ask(access, 'Which one is closest to Atwater station?', history)
    expect(station.response).not.toContain('Closet')
    expect(station.response).toContain('from the closest to Atwater station')
    expect(station.properties.map((card) => card.property_id)).toEqual([north, west, south])
    expect(station.filters.area).toBe('Saint-Henri')
    const market = await ask(access, 'Lequel est le plus proche du marché Atwater ?', history, 'fr')
    expect(market.language).toBe('fr')
    expect(market.response).toContain('du plus proche au plus loin du marché Atwater')
    expect(market.properties.map((card) => card.property_id)).toEqual([south, west, north])
  })

  it('takes a city for the listing’s city, not a street of the same name', async () => {
    const { access } = await signUpAndLogIn(t)
    const answer = await ask(access, 'apartment in Ottawa')
    expect(answer.properties).toEqual([])
    expect(answer.response).toMatch(/^I couldn’t find any apartments in Ottawa, even after relaxing/)
  })

  it('answers from the user’s own bookings', async () => {
    const guest = await signUpAndLogIn(t)
    const none = await ask(guest.access, 'what is the status of my booking?')
    expect(none.response).toBe(
      'You don’t have any bookings yet. Tell me what you’re looking for and I’ll find you a place.',
    )
    const booked = await requestStay(t, guest.access, { property: String(ids.verdun), ...stayDates(t, 1, 3) })
    expect(booked.statusCode, booked.body).toBe(201)
    const answer = await ask(guest.access, 'où en est ma réservation ?')
    expect(answer.language).toBe('fr')
    expect(answer.response).toContain('Vous avez 1 réservation :')
    expect(answer.response).toContain('Room in Verdun')
    expect(answer.response).toContain('demandée : en attente de la réponse de l’hôte (il a 72 heures)')
    expect(idsOf(answer)).toEqual([ids.verdun])
    expect(answer.search_path).toBeNull()
  })

  it('names a booked home by its French title in French, and by its main title in English', async () => {
    const host = await signUpHost(t)
    const today = todayInMontreal(t.clock.now())
    const [id] = (await publishListings(t, host.user.id, [
      {
        title: 'Bright loft near Jean-Talon Market',
        titleFr: 'Loft lumineux près du marché Jean-Talon',
        latitude: '45.536000',
        longitude: '-73.614000',
        periods: [{ start: today, end: addMonths(today, 14) }],
      },
    ])) as [number]
    const guest = await signUpAndLogIn(t)
    const booked = await requestStay(t, guest.access, { property: String(id), ...stayDates(t, 1, 3) })
    expect(booked.statusCode, booked.body).toBe(201)
    const french = await ask(guest.access, 'où en est ma réservation ?')
    expect(french.response).toContain('• Loft lumineux près du marché Jean-Talon, du ')
    const english = await ask(guest.access, 'what is the status of my booking?')
    expect(english.response).toContain('Bright loft near Jean-Talon Market')
    expect(english.response).not.toContain('Loft lumineux')
  })

  it('explains the 12% fee with a worked example, and the cancellation policy', async () => {
    const { access } = await signUpAndLogIn(t)
    const fee = await ask(access, 'How much is the service fee for 4 months at $1,000?')
    expect(fee.response).toContain('a service fee of 12% of the first month’s rent')
    expect(fee.response).toContain('$1,120 due at booking (first month $1,000 + fee $120)')
    expect(fee.response).toContain('Total: $4,120.')
    const cancel = await ask(access, 'Que se passe-t-il si j’annule ?')
    expect(cancel.response).toContain('12 %')
    expect(cancel.response).toContain('Les frais de service ne sont jamais remboursés.')
  })

  it('greets, and states the house rules', async () => {
    const { access } = await signUpAndLogIn(t)
    expect((await ask(access, 'bonjour')).response).toMatch(
      /^Bonjour ! Je suis l’assistant de recherche de Demeure\./,
    )
    const rules = await ask(access, 'Can I bring my dog?')
    expect(rules.response).toContain('no smoking inside, no pets, quiet hours after 10 PM')
    expect(rules.properties).toEqual([])
  })

  it('never fails on odd input', async () => {
    const { access } = await signUpAndLogIn(t)
    const odd = [
      '🏠🏠🏠',
      '$$$ ??? 999999999999 -1 0/0/0',
      "'; drop table users; --",
      'a'.repeat(CHAT_MESSAGE_MAX_LENGTH),
      '1er 2e 3e sept sept sept mois mois 1/2 ½ k k k',
      'entre et entre et $ - $',
    ]
    const history = [
      { sender: 'ai' as const, content: '$'.repeat(4000) },
      { sender: 'user' as const, content: 'x'.repeat(4000) },
    ]
    for (const message of odd) {
      const answer = await ask(access, message, history)
      expect(answer.response.length).toBeGreaterThan(0)
    }
  })
})

describe('alternatives, restatements and Montréal sizes', () => {
  let sizes: Record<'studio' | 'oneBedroom' | 'fourHalf' | 'fiveHalf', number>
  beforeAll(async () => {
    const host = await signUpHost(t)
    const today = todayInMontreal(t.clock.now())
    const periods = [{ start: today, end: addMonths(today, 14) }]
    const mileEnd = { latitude: '45.524700', longitude: '-73.600900', periods }
    const verdun = { latitude: '45.458400', longitude: '-73.568500', periods }
    // The catalogue gives a studio one bedroom (its bed): a '1-bedroom' must still not be a studio.
    const [studio, oneBedroom, fourHalf, fiveHalf] = await publishListings(t, host.user.id, [
      { ...mileEnd, title: 'Studio on Rue Fairmount', propertyType: 'studio', numBedrooms: 1 },
      { ...mileEnd, title: 'One-bedroom on Rue Bernard', numBedrooms: 1, pricePerMonthCents: 130_000 },
      { ...verdun, title: '4½ on Rue Wellington', numBedrooms: 2, pricePerMonthCents: 160_000 },
      { ...verdun, title: '5½ on Rue de l’Église', numBedrooms: 3, pricePerMonthCents: 200_000 },
    ])
    sizes = { studio, oneBedroom, fourHalf, fiveHalf } as typeof sizes
  })

  it('shows both kinds for “a studio or a 1-bedroom”, and says so', async () => {
    const { access } = await signUpAndLogIn(t)
    const answer = await ask(access, 'a studio or a 1-bedroom in Mile End')
    expect(idsOf(answer)).toEqual([sizes.studio, sizes.oneBedroom].sort((a, b) => a - b))
    expect(answer.filters).toMatchObject({ type: ['studio'], bedrooms: [1], area: 'Mile End' })
    expect(answer.response).toMatch(/^I found 2 studios and 1-bedroom homes around Mile End:/)
    const french = await ask(access, 'un studio ou un 3 et demie dans le Mile End', [], 'fr')
    expect(idsOf(french)).toEqual(idsOf(answer))
    expect(french.response).toMatch(
      /^J’ai trouvé 2 studios et appartements d’une chambre dans le secteur du Mile End :/,
    )
  })

  it('searches every place joined by “or”, each around its own centre', async () => {
    const { access } = await signUpAndLogIn(t)
    const answer = await ask(access, 'an apartment in the Plateau or Mile End under $1,400')
    // Other tests add homes to the Plateau: these three at least, and only apartments within budget.
    expect(idsOf(answer)).toEqual(
      expect.arrayContaining([ids.plateauCheap, ids.plateauMid, sizes.oneBedroom]),
    )
    expect(answer.properties.every((card) => Number(card.price_per_month) <= 1400)).toBe(true)
    expect(answer.filters.places?.map((place) => place.area)).toEqual(['Plateau-Mont-Royal', 'Mile End'])
    expect(answer.response).toContain('apartments around Plateau-Mont-Royal or Mile End, up to $1,400')
    const french = await ask(access, 'un appartement au Plateau ou dans le Mile End, max 1400 $', [], 'fr')
    expect(idsOf(french)).toEqual(idsOf(answer))
    expect(french.response).toContain('dans le secteur du Plateau-Mont-Royal ou du Mile End')
  })

  it('matches a 4½ exactly: two bedrooms, not the 5½ next door', async () => {
    const { access } = await signUpAndLogIn(t)
    const four = await ask(access, 'un 4½ à Verdun', [], 'fr')
    expect(idsOf(four)).toEqual([sizes.fourHalf])
    expect(four.filters).toMatchObject({ bedrooms: [2], area: 'Verdun' })
    expect(four.response).toMatch(/^J’ai trouvé 1 appartement de deux chambres dans le secteur de Verdun/)
    const either = await ask(access, 'a 4 1/2 or a 5.5 in Verdun')
    expect(idsOf(either)).toEqual([sizes.fourHalf, sizes.fiveHalf].sort((a, b) => a - b))
    expect(either.response).toContain('2- or 3-bedroom apartments around Verdun')
  })

  it('replaces what a follow-up restates and keeps the rest; “also” adds', async () => {
    const { access } = await signUpAndLogIn(t)
    const first = 'a studio in Mile End under $1,800'
    const history: TTurn[] = [
      { sender: 'user', content: first },
      { sender: 'ai', content: (await ask(access, first)).response },
    ]
    const restated = await ask(access, 'actually a 2-bedroom in Verdun', history)
    expect(idsOf(restated)).toEqual([sizes.fourHalf])
    expect(restated.filters).toMatchObject({ bedrooms: [2], area: 'Verdun', max_price: 1800 })
    expect(restated.filters.type).toBeUndefined()
    const added = await ask(access, 'also in Verdun', history)
    expect(added.filters.places?.map((place) => place.area)).toEqual(['Mile End', 'Verdun'])
    expect(idsOf(added)).toEqual([sizes.studio])
  })

  it('puts the right article before a place in French', async () => {
    const { access } = await signUpAndLogIn(t)
    const answer = await ask(access, 'un studio près de l’UQAM', [], 'fr')
    expect(answer.response).toContain('de l’UQAM')
    expect(answer.response).not.toMatch(/\bde UQAM/)
  })
})
