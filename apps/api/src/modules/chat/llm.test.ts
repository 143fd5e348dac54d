import { addMonths, type TChatAnswer, todayInMontreal } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { publishListings } from '../../test/catalogue.ts'
import { startFakeLlm } from '../../test/fake-llm.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

const API_KEY = 'sk-test-room-finder'
let t: TTestApp
let llm: Awaited<ReturnType<typeof startFakeLlm>>
let montreal: number[]
let access: string

beforeAll(async () => {
  llm = await startFakeLlm(API_KEY)
  t = await createTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: API_KEY,
    LLM_MODEL: 'room-finder-test',
    LLM_TIMEOUT_MS: '1500',
  })
  const host = await signUpHost(t)
  const today = todayInMontreal(t.clock.now())
  const periods = [{ start: today, end: addMonths(today, 12) }]
  montreal = await publishListings(t, host.user.id, [
    {
      title: 'Apartment near McGill',
      titleFr: 'Appartement près de McGill',
      pricePerMonthCents: 120_000,
      periods,
    },
    { title: 'Studio in Mile End', pricePerMonthCents: 150_000, periods },
  ])
  await publishListings(t, host.user.id, [
    {
      title: 'Apartment in Toronto',
      addressCity: 'Toronto',
      latitude: '43.653200',
      longitude: '-79.383200',
      periods,
    },
  ])
  access = (await signUpAndLogIn(t)).access
})
afterAll(async () => {
  await t.close()
  await llm.close()
})

const chat = (message: string, language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/chat/',
    headers: { ...bearer(access), 'accept-language': language },
    payload: {
      message,
      history: [
        { sender: 'user', content: 'Bonjour' },
        { sender: 'ai', content: 'Bonjour !' },
      ],
    },
  })

describe('the OpenAI-compatible engine (LLM_BASE_URL)', () => {
  it('lets the model search through the real catalogue and answers with its text and the cards found', async () => {
    llm.setMode('converse')
    const before = llm.requests.length
    const response = await chat('Je cherche un appartement à Montréal à moins de 2000 $')
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json() as TChatAnswer

    const [first, second] = llm.requests.slice(before)
    expect(first?.authorization).toBe(`Bearer ${API_KEY}`)
    expect(first?.body.model).toBe('room-finder-test')
    expect(first?.body.tools?.map((tool) => tool.function.name)).toEqual([
      'search_properties',
      'my_bookings',
      'fee_info',
    ])
    const system = first?.body.messages[0]?.content ?? ''
    expect(system).toContain(`Today is ${todayInMontreal(t.clock.now())}`)
    expect(system).toContain('Answer in French')
    expect(first?.body.messages.slice(1).map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'user',
    ])

    // The tool's result went back to the model under the call's id, with the real listings in it.
    const toolMessage = second?.body.messages.at(-1)
    expect(toolMessage?.role).toBe('tool')
    expect(toolMessage?.tool_call_id).toBe('call_search_1')
    const result = JSON.parse(toolMessage?.content ?? '{}')
    expect(result.listings.map((listing: { id: number }) => listing.id).sort()).toEqual([...montreal].sort())
    // The French title travels with the main one, so a French answer can name the home as the site does.
    expect(result.listings).toContainEqual(
      expect.objectContaining({ title: 'Apartment near McGill', title_fr: 'Appartement près de McGill' }),
    )

    expect(answer.response).toBe(
      `Found listings ${result.listings.map((l: { id: number }) => l.id).join(', ')} for you.`,
    )
    expect(answer.language).toBe('fr')
    expect(answer.properties.map((card) => card.property_id).sort()).toEqual([...montreal].sort())
    expect(answer.filters).toEqual({ location: 'Montréal', max_price: 2000 })
    expect(answer.search_path).toBe('/?location=Montr%C3%A9al&maxPrice=2000')
  })

  it('resolves an area the model names to its box, and survives malformed tool arguments', async () => {
    llm.setMode('converse')
    llm.setSearchArguments({ area: 'McGill', max_price: 'cheap', type: ['apartment', 'palace'], guests: -3 })
    const response = await chat('apartment near McGill')
    llm.setSearchArguments({ location: 'Montréal', max_price: 2000 })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json() as TChatAnswer
    expect(answer.filters).toMatchObject({
      location: 'Montréal',
      area: 'McGill University',
      type: ['apartment'],
    })
    expect(answer.filters.bbox).toBeDefined()
    expect(answer.filters.max_price).toBeUndefined()
    expect(answer.filters.guests).toBeUndefined()
    expect(answer.properties.map((card) => card.property_id)).toContain(montreal[0])
  })

  it('takes several places and exact bedroom counts, as the built-in engine does', async () => {
    llm.setMode('converse')
    llm.setSearchArguments({ places: ['Plateau', 'Mile End', 'Atlantis'], bedrooms: [2, 1, 2, -1] })
    const response = await chat('a 3½ or a 4½ in the Plateau or Mile End')
    llm.setSearchArguments({ location: 'Montréal', max_price: 2000 })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json() as TChatAnswer
    expect(answer.filters.places?.map((place) => place.area)).toEqual(['Plateau-Mont-Royal', 'Mile End'])
    expect(answer.filters.places?.every((place) => place.bbox && place.location === 'Montréal')).toBe(true)
    // A malformed count drops the whole list rather than trusting part of it.
    expect(answer.filters.bedrooms).toBeUndefined()
    const host = await signUpHost(t)
    const [fourHalf] = await publishListings(t, host.user.id, [
      { title: '4½ in Mile End', numBedrooms: 2, latitude: '45.524700', longitude: '-73.600900' },
    ])
    llm.setSearchArguments({ places: ['Plateau', 'Mile End'], bedrooms: [2, 1, 2] })
    const exact = (await chat('a 3½ or a 4½ in the Plateau or Mile End')).json() as TChatAnswer
    llm.setSearchArguments({ location: 'Montréal', max_price: 2000 })
    expect(exact.filters.bedrooms).toEqual([1, 2])
    expect(exact.properties.map((card) => card.property_id)).toEqual([fourHalf])
    expect(exact.search_path).toBe('/?location=Montr%C3%A9al')
  })

  it('turns a failing or silent model into a localized 502', async () => {
    for (const mode of ['fail', 'hang'] as const) {
      llm.setMode(mode)
      const started = Date.now()
      const response = await chat('un appartement à Montréal', 'fr')
      expect(response.statusCode).toBe(502)
      expect(response.json().code).toBe('service_unavailable')
      expect(response.json().message).toBe('Le service est momentanément indisponible.')
      expect(response.json().fields._).toBe(
        'L’assistant ne répond pas pour le moment. Veuillez réessayer dans un instant.',
      )
      expect(Date.now() - started).toBeLessThan(5000)
    }
    llm.setMode('converse')
  })
})
