import { ZListingDetail } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts.ts'
import { publishListings } from '../../test/catalogue.ts'
import { createListing, signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
let ids: Record<string, number>
let hostId: string
let hostAccess: string
let pendingId: number
beforeAll(async () => {
  t = await createTestApp()
  const host = await signUpHost(t)
  hostId = host.user.id
  hostAccess = host.access
  const [plateau, laval, cheap, pricey, house, reserved] = await publishListings(t, host.user.id, [
    {
      title: 'Sunny loft on the Plateau',
      addressStreet: '4100 Rue Saint-Denis',
      amenities: ['Wi-Fi', 'Heating', 'Desk & chair'],
      maxGuests: 3,
      pricePerMonthCents: 150_000,
    },
    {
      title: 'Quiet suite',
      addressCity: 'Laval',
      propertyType: 'suite',
      latitude: '45.569500',
      longitude: '-73.692000',
    },
    { title: 'Student room', propertyType: 'private_room', pricePerMonthCents: 60_000, amenities: ['Wi-Fi'] },
    { title: 'Penthouse', pricePerMonthCents: 350_000, amenities: ['Wi-Fi', 'Cooling (AC)'] },
    {
      title: 'Family house',
      propertyType: 'house',
      maxGuests: 6,
      numBedrooms: 3,
      pricePerMonthCents: 280_000,
    },
    {
      title: 'Booked in spring',
      periods: [
        { start: '2030-01-01', end: '2030-12-31' },
        { start: '2030-03-01', end: '2030-03-31', isAvailable: false },
      ],
    },
  ])
  ids = { plateau, laval, cheap, pricey, house, reserved } as Record<string, number>
  // A listing still waiting for review must never appear.
  pendingId = await createListing(t, host.access, { title: 'Pending review flat' })
})
afterAll(() => t.close())

async function titles(query: string) {
  const response = await t.inject({ method: 'GET', url: `/api/properties/?${query}` })
  expect(response.statusCode).toBe(200)
  return response.json().results.map((card: { title: string }) => card.title) as string[]
}

describe('GET /api/properties/', () => {
  it('lists only published listings, newest first, as cards', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/properties/' })
    const body = response.json()
    expect(body.count).toBe(6)
    expect(body.results.map((c: { title: string }) => c.title)).not.toContain('Pending review flat')
    expect(body.results[0]).toMatchObject({
      title: 'Booked in spring',
      price_per_month: '1000.00',
      price_per_night: '33.33',
      address_city: 'Montréal',
      main_photo: null,
      rating_avg: '0.00',
      review_count: 0,
    })
  })

  it('matches the location ignoring case and accents, in city, street or title', async () => {
    expect(await titles('location=laval')).toEqual(['Quiet suite'])
    // The spec's suggestion 'Quebec City' and everyday names like 'mtl' find the catalogue's city.
    expect((await titles('location=mtl')).length).toBe(5)
    expect((await titles('location=montreal')).length).toBe(5)
    expect((await titles('location=MONTRÉAL')).length).toBe(5)
    expect(await titles('location=saint-denis 4100')).toEqual([])
    expect(await titles('location=4100 rue saint')).toEqual(['Sunny loft on the Plateau'])
    expect(await titles('location=loft')).toEqual(['Sunny loft on the Plateau'])
    expect(await titles('location=100%25')).toEqual([])
  })

  it('filters by types (any of), price range, amenities (all of) and guests, combined', async () => {
    expect((await titles('type=suite&type=house')).sort()).toEqual(['Family house', 'Quiet suite'])
    expect(await titles('min_price=500&max_price=700')).toEqual(['Student room'])
    expect(await titles('amenities=Wi-Fi&amenities=Cooling (AC)')).toEqual(['Penthouse'])
    expect(await titles('guests=4')).toEqual(['Family house'])
    expect(await titles('location=montreal&amenities=Wi-Fi&max_price=2000&sort=price')).toEqual([
      'Student room',
      'Sunny loft on the Plateau',
    ])
  })

  it('filters by exact bedroom counts, any of them: a 3-bedroom is no answer to 2', async () => {
    expect(await titles('bedrooms=3')).toEqual(['Family house'])
    expect(await titles('bedrooms=2')).toEqual([])
    expect(await titles('bedrooms=2&bedrooms=3&type=house')).toEqual(['Family house'])
    // The fixture's other homes say no bedroom count (0).
    expect((await titles('bedrooms=0&bedrooms=3')).length).toBe(6)
  })

  it('finds a move-in date only inside availability and outside reserved dates', async () => {
    expect(await titles('move_in=2030-03-15')).not.toContain('Booked in spring')
    expect(await titles('move_in=2030-04-01')).toContain('Booked in spring')
    expect(await titles('move_in=2031-02-01')).toEqual([])
  })

  it('sorts by price both ways and pages with relative links', async () => {
    // Equal prices fall back to the listing id, so pages never shuffle.
    expect(await titles('sort=price&page_size=2')).toEqual(['Student room', 'Quiet suite'])
    expect((await titles('sort=-price'))[0]).toBe('Penthouse')

    const first = (await t.inject({ method: 'GET', url: '/api/properties/?sort=price&page_size=4' })).json()
    expect(first.next).toBe('/api/properties/?sort=price&page_size=4&page=2')
    expect(first.previous).toBeNull()
    const second = (await t.inject({ method: 'GET', url: first.next })).json()
    expect(second.results).toHaveLength(2)
    expect(second.next).toBeNull()
    expect(second.previous).toBe('/api/properties/?sort=price&page_size=4&page=1')
    const all = [...first.results, ...second.results].map((c: { property_id: number }) => c.property_id)
    expect(new Set(all).size).toBe(6)
    const beyond = (await t.inject({ method: 'GET', url: '/api/properties/?page=9' })).json()
    expect(beyond).toMatchObject({ count: 6, results: [] })
  })

  it('filters by map area', async () => {
    expect(await titles('bbox=-73.75,45.55,-73.65,45.60')).toEqual(['Quiet suite'])
  })

  it('refuses bad parameters with a localized 400', async () => {
    const cases = [
      ['type=castle', 'type.0', 'Choisissez les types de logement dans la liste.'],
      ['min_price=-5', 'min_price', 'Les prix doivent être des nombres positifs.'],
      [
        'min_price=900&max_price=100',
        'max_price',
        'Le prix maximal ne peut pas être inférieur au prix minimal.',
      ],
      ['move_in=tomorrow', 'move_in', 'Utilisez une date comme 2026-09-01.'],
      ['bbox=1,2,3', 'bbox', 'La zone de la carte doit être ouest,sud,est,nord en degrés.'],
      ['page=0', 'page', 'Doit être au moins 1.'],
      ['page_size=1000', 'page_size', 'Doit être au plus 100.'],
      ['sort=rating', 'sort', 'Triez par price, -price ou newest.'],
      ['bedrooms=1.5', 'bedrooms.0', 'Le nombre de chambres doit être un nombre entier de 0 à 50.'],
      ['bedrooms=two', 'bedrooms.0', 'Le nombre de chambres doit être un nombre entier de 0 à 50.'],
    ]
    for (const [query, field, message] of cases) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/properties/?${query}`,
        headers: { 'accept-language': 'fr' },
      })
      expect(response.statusCode, query).toBe(400)
      expect(response.json().fields[field as string], query).toBe(message)
    }
  })
})

describe('map data, detail and quote', () => {
  it('answers map items per viewport', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/properties/map-data/?bbox=-74,45.4,-73.4,45.7',
    })
    expect(response.json().count).toBe(6)
    expect(response.json().results[0]).toMatchObject({
      latitude: '45.515000',
      location: expect.stringContaining('Montréal'),
    })
    const away = await t.inject({ method: 'GET', url: '/api/properties/map-data/?bbox=-80,43,-79,44' })
    expect(away.json()).toMatchObject({ count: 0, results: [] })
  })

  it('answers a map viewport with markers when sparse and clusters when dense', async () => {
    const sparse = await t.inject({
      method: 'GET',
      url: '/api/properties/map-view/?bbox=-74,45.4,-73.4,45.7',
    })
    // Few listings: markers, and the clusters a zoomed-out map draws for them.
    expect(sparse.json().total).toBe(6)
    expect(sparse.json().items).toHaveLength(6)
    expect(sparse.json().clusters.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(6)
    const host = await signUpHost(t)
    await publishListings(
      t,
      host.user.id,
      Array.from({ length: 320 }, (_, i) => ({
        title: `Dense ${i}`,
        latitude: (43.6 + (i % 20) * 0.001).toFixed(6),
        longitude: (-79.4 + Math.floor(i / 20) * 0.001).toFixed(6),
        pricePerMonthCents: 90_000 + i * 100,
      })),
    )
    const dense = (
      await t.inject({ method: 'GET', url: '/api/properties/map-view/?bbox=-79.5,43.5,-79.3,43.7' })
    ).json()
    expect(dense.total).toBe(320)
    expect(dense.items).toEqual([])
    expect(dense.clusters.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(320)
    expect(
      dense.clusters
        .map((c: { min_price: string }) => Number(c.min_price))
        .sort((a: number, b: number) => a - b)[0],
    ).toBe(900)
    const missing = await t.inject({ method: 'GET', url: '/api/properties/map-view/' })
    expect(missing.statusCode).toBe(400)
  })

  it('applies the search filters to a map view: its total, markers and clusters are what the search counts', async () => {
    // The 320 dense homes of the test above, priced $900 to $1,219 a month.
    const bbox = 'bbox=-79.5,43.5,-79.3,43.7'
    const view = async (filters: string) => {
      const response = await t.inject({ method: 'GET', url: `/api/properties/map-view/?${bbox}&${filters}` })
      expect(response.statusCode).toBe(200)
      return response.json()
    }
    const searchCount = async (filters: string) =>
      (await t.inject({ method: 'GET', url: `/api/properties/?${bbox}&${filters}` })).json().count
    type TCluster = {
      count: number
      latitude: string
      longitude: string
      min_price: string
      bounds: { west: number; south: number; east: number; north: number }
    }

    // Few enough matches: markers, every one within the filter, and their clusters.
    const few = await view('max_price=1150')
    expect(few.total).toBe(251)
    expect(few.total).toBe(await searchCount('max_price=1150'))
    expect(few.clusters.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(251)
    expect(few.items).toHaveLength(251)
    expect(few.items.every((item: { price_per_month: string }) => Number(item.price_per_month) <= 1150)).toBe(
      true,
    )

    // Still dense with a filter: clusters whose counts add up to the search's count.
    const dense = await view('max_price=1218')
    expect(dense.total).toBe(319)
    expect(dense.total).toBe(await searchCount('max_price=1218'))
    const clusters = dense.clusters as TCluster[]
    expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(319)
    for (const { latitude, longitude, bounds } of clusters) {
      // A click on a cluster zooms to its cell, which holds its listings (and so their mean position).
      expect(Number(latitude)).toBeGreaterThanOrEqual(bounds.south)
      expect(Number(latitude)).toBeLessThanOrEqual(bounds.north)
      expect(Number(longitude)).toBeGreaterThanOrEqual(bounds.west)
      expect(Number(longitude)).toBeLessThanOrEqual(bounds.east)
    }
    // A filter that matches nothing here: nothing, not the whole viewport.
    expect(await view('type=house')).toEqual({ total: 0, items: [], clusters: [] })
  })

  it('refuses a map view with bad filters with a localized 400', async () => {
    const bad = await t.inject({
      method: 'GET',
      url: '/api/properties/map-view/?bbox=-74,45.4,-73.4,45.7&min_price=cheap',
      headers: { 'accept-language': 'fr' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields.min_price).toBeTruthy()
    expect(bad.json().fields.min_price).not.toBe(
      (
        await t.inject({
          method: 'GET',
          url: '/api/properties/map-view/?bbox=-74,45.4,-73.4,45.7&min_price=cheap',
          headers: { 'accept-language': 'en' },
        })
      ).json().fields.min_price,
    )
    const reversed = await t.inject({
      method: 'GET',
      url: '/api/properties/map-view/?bbox=-74,45.4,-73.4,45.7&min_price=2000&max_price=1000',
    })
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().fields).toHaveProperty('max_price')
  })

  it('shows a published listing with its reserved dates; drafts are not found', async () => {
    const detail = await t.inject({ method: 'GET', url: `/api/properties/${ids.reserved}/` })
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({
      title: 'Booked in spring',
      reserved_dates: [{ start_date: '2030-03-01', end_date: '2030-03-31' }],
      // The host's id lets a signed-in host recognise their own listing; nothing private.
      host: { id: hostId, is_verified: true },
    })
    expect(detail.json().host).not.toHaveProperty('email')
    // What the calendar may offer: the nights free of the host's blocks, each ending on its last check-out.
    expect(detail.json().free_dates).toEqual([
      { start_date: '2030-01-01', end_date: '2030-03-01' },
      { start_date: '2030-04-01', end_date: '2031-01-01' },
    ])
    expect((await t.inject({ method: 'GET', url: '/api/properties/999999/' })).statusCode).toBe(404)
  })

  it('answers pages asked for at once, read together, each with its own listing', async () => {
    // Pages asked for in the same turn share one query (lib/batched-reads.ts): each must still get
    // its own rows, and a listing not published among them must stay not found.
    const asked = [ids.plateau, ids.laval, pendingId, ids.cheap, ids.plateau, 999_999] as number[]
    const responses = await Promise.all(
      asked.map((id) => t.inject({ method: 'GET', url: `/api/properties/${id}/` })),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 404, 200, 200, 404])
    expect(responses.map((response) => (response.statusCode === 200 ? response.json().title : null))).toEqual(
      ['Sunny loft on the Plateau', 'Quiet suite', null, 'Student room', 'Sunny loft on the Plateau', null],
    )
  })

  it('writes each listing page as its schema says: nothing more, nothing missing, the same after a change', async () => {
    const pageOf = async (id: number) => {
      const response = await t.inject({ method: 'GET', url: `/api/properties/${id}/` })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      return response.json()
    }
    for (const id of Object.values(ids)) {
      const page = await pageOf(id)
      // The schema strips unknown keys and refuses missing or mistyped ones.
      expect(ZListingDetail.parse(page)).toEqual(page)
      expect(page.property_id).toBe(id)
    }
    // A cached page read again carries the live fields of now: a new reserved period shows at once.
    const before = await pageOf(ids.house as number)
    await t.inject({
      method: 'POST',
      url: '/api/availabilities/',
      headers: bearer(hostAccess),
      payload: {
        property: ids.house,
        start_date: '2030-06-01',
        end_date: '2030-06-30',
        is_available: false,
      },
    })
    const after = await pageOf(ids.house as number)
    expect(after.free_dates).not.toEqual(before.free_dates)
    expect(after.free_dates).toContainEqual({ start_date: '2030-07-01', end_date: '2031-01-01' })
    // The cached page itself was dropped with the change, not only its live fields.
    expect(after.reserved_dates).toEqual([{ start_date: '2030-06-01', end_date: '2030-06-30' }])
    expect(ZListingDetail.parse(after)).toEqual(after)
  })

  it('quotes a stay with the 12% fee on the first month, and refuses stays outside 1–11 months', async () => {
    const quote = await t.inject({
      method: 'GET',
      url: `/api/properties/${ids.plateau}/quote/?check_in=2030-06-01&check_out=2030-10-16`,
    })
    expect(quote.statusCode).toBe(200)
    expect(quote.json()).toMatchObject({
      months: 4,
      extra_days: 15,
      monthly_rent: '1500.00',
      rent_total: '6750.00',
      service_fee: '180.00',
      due_now: '1680.00',
    })
    expect(quote.json().schedule).toHaveLength(5)
    const short = await t.inject({
      method: 'GET',
      url: `/api/properties/${ids.plateau}/quote/?check_in=2030-09-01&check_out=2030-09-20`,
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().fields.check_out).toBe('A stay lasts at least 1 month.')
    const past = await t.inject({
      method: 'GET',
      url: `/api/properties/${ids.plateau}/quote/?check_in=2020-09-01&check_out=2020-12-01`,
    })
    expect(past.json().fields.check_in).toBe('Check-in date cannot be in the past')
  })

  it('refuses to quote dates that are not free, in the reader’s language, before any agreement is filled', async () => {
    const quote = (checkIn: string, checkOut: string, language = 'en') =>
      t.inject({
        method: 'GET',
        url: `/api/properties/${ids.reserved}/quote/?check_in=${checkIn}&check_out=${checkOut}`,
        headers: { 'accept-language': language },
      })
    const overlapping = await quote('2030-02-15', '2030-04-15')
    expect(overlapping.statusCode).toBe(409)
    expect(overlapping.json().fields.check_in).toBe('These dates are not available for this place.')
    const french = await quote('2030-02-15', '2030-04-15', 'fr')
    expect(french.json().fields.check_in).toBe('Ces dates ne sont pas disponibles pour ce logement.')
    // Outside every availability period, and right up to a block: the last night before it is free.
    expect((await quote('2029-11-26', '2030-01-26')).statusCode).toBe(409)
    expect((await quote('2030-01-15', '2030-03-01')).statusCode).toBe(200)
  })

  it('keeps the search in step with the host’s reserved dates', async () => {
    const host = await signUpHost(t)
    const [id] = await publishListings(t, host.user.id, [{ title: 'Reserve me' }])
    expect(await titles('location=reserve me&move_in=2030-06-10')).toEqual(['Reserve me'])
    const added = await t.inject({
      method: 'POST',
      url: '/api/availabilities/',
      headers: bearer(host.access),
      payload: { property: id, start_date: '2030-06-01', end_date: '2030-06-30', is_available: false },
    })
    expect(added.statusCode).toBe(201)
    expect(await titles('location=reserve me&move_in=2030-06-10')).toEqual([])
    // The cached count of that same search follows the change too.
    const again = await t.inject({
      method: 'GET',
      url: '/api/properties/?location=reserve me&move_in=2030-06-10',
    })
    expect(again.json().count).toBe(0)
  })
})
