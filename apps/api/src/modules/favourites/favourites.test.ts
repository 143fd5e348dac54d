import { addMonths, FAVOURITES_LIMIT, type TFavourite, todayInMontreal } from '@demeure/shared'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { publishListings } from '../../test/catalogue.ts'
import { fillFavourites } from '../../test/favourites.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const save = (access: string, listingId: number | string, payload: object = {}, language = 'en') =>
  t.inject({
    method: 'PUT',
    url: `/api/favourites/${listingId}/`,
    headers: { ...bearer(access), 'accept-language': language },
    payload,
  })
const forget = (access: string, listingId: number | string) =>
  t.inject({ method: 'DELETE', url: `/api/favourites/${listingId}/`, headers: bearer(access) })
const listOf = async (access: string, query = '') => {
  const response = await t.inject({ method: 'GET', url: `/api/favourites/${query}`, headers: bearer(access) })
  expect(response.statusCode).toBe(200)
  return response.json() as { count: number; next: string | null; results: TFavourite[] }
}
const idsOf = async (access: string) =>
  (await t.inject({ method: 'GET', url: '/api/favourites/ids/', headers: bearer(access) })).json()
    .property_ids as number[]

/** A host with three published homes; the second is reserved two to four months from now. */
async function catalogue() {
  const host = await signUpHost(t)
  const renter = await signUpAndLogIn(t)
  const today = todayInMontreal(t.clock.now())
  const open = { start: today, end: addMonths(today, 24) }
  const reserved = { start: addMonths(today, 2), end: addMonths(today, 4), isAvailable: false }
  const ids = (await publishListings(t, host.user.id, [
    { title: 'Loft on Saint-Denis', periods: [open] },
    { title: 'Studio near McGill', periods: [open, reserved] },
    { title: 'Room in Verdun', periods: [open] },
  ])) as [number, number, number]
  return { host, renter, today, ids }
}

describe('favourites', () => {
  it('saves and forgets idempotently, newest first, and keeps the dates wanted', async () => {
    const { renter, today, ids } = await catalogue()
    expect((await save(renter.access, ids[0])).statusCode).toBe(200)
    const dates = { check_in: addMonths(today, 6), check_out: addMonths(today, 8) }
    const saved = await save(renter.access, ids[1], dates)
    expect(saved.json()).toMatchObject({ property: { property_id: ids[1] }, state: 'available', ...dates })
    // Saving again changes nothing but the dates: still two homes, the same order.
    expect((await save(renter.access, ids[0])).statusCode).toBe(200)
    const list = await listOf(renter.access)
    expect(list.count).toBe(2)
    expect(list.results.map((item) => item.property.property_id)).toEqual([ids[1], ids[0]])
    expect(list.results[0]?.property.title).toBe('Studio near McGill')
    expect(await idsOf(renter.access)).toEqual([ids[1], ids[0]])

    expect((await forget(renter.access, ids[0])).statusCode).toBe(204)
    expect((await forget(renter.access, ids[0])).statusCode).toBe(204)
    expect(await idsOf(renter.access)).toEqual([ids[1]])
  })

  it('says a home is booked for the dates wanted, and available again once the dates are cleared', async () => {
    const { renter, today, ids } = await catalogue()
    const taken = { check_in: addMonths(today, 2), check_out: addMonths(today, 3) }
    expect((await save(renter.access, ids[1], taken)).json().state).toBe('booked')
    expect((await save(renter.access, ids[1], {})).json()).toMatchObject({
      state: 'available',
      check_in: null,
      check_out: null,
    })
  })

  it('keeps a home its host archived, with its card and the state archived', async () => {
    const { host, renter, ids } = await catalogue()
    await save(renter.access, ids[2])
    // The host removes it: a saved home is archived rather than deleted (decision 022).
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/host-properties/${ids[2]}/`,
      headers: bearer(host.access),
    })
    expect(removed.statusCode).toBe(204)
    const [item] = (await listOf(renter.access)).results
    expect(item).toMatchObject({
      state: 'archived',
      property: { property_id: ids[2], title: 'Room in Verdun' },
    })
    // It is out of the catalogue: nobody can save it anew, but its saver may still set dates or forget it.
    const other = await signUpAndLogIn(t)
    expect((await save(other.access, ids[2])).statusCode).toBe(404)
    expect((await save(renter.access, ids[2])).statusCode).toBe(200)
    expect((await forget(renter.access, ids[2])).statusCode).toBe(204)
  })

  it('shows nobody else my saved homes, and refuses visitors', async () => {
    const { renter, ids } = await catalogue()
    await save(renter.access, ids[0])
    const other = await signUpAndLogIn(t)
    expect((await listOf(other.access)).count).toBe(0)
    expect(await idsOf(other.access)).toEqual([])
    // Forgetting another user's home only forgets one's own (none).
    expect((await forget(other.access, ids[0])).statusCode).toBe(204)
    expect(await idsOf(renter.access)).toEqual([ids[0]])
    for (const request of [
      { method: 'GET' as const, url: '/api/favourites/' },
      { method: 'GET' as const, url: '/api/favourites/ids/' },
      { method: 'PUT' as const, url: `/api/favourites/${ids[0]}/`, payload: {} },
      { method: 'DELETE' as const, url: `/api/favourites/${ids[0]}/` },
      { method: 'POST' as const, url: '/api/favourites/merge/', payload: { items: [] } },
    ])
      expect((await t.inject(request)).statusCode).toBe(401)
  })

  it('answers bad ids and dates with a localized 400, and an unknown home with a 404', async () => {
    const { renter, today, ids } = await catalogue()
    for (const bad of ['abc', '0', '-3', '99999999999'])
      expect((await save(renter.access, bad)).statusCode).toBe(400)
    expect((await save(renter.access, 2_000_000)).statusCode).toBe(404)
    const onlyIn = await save(renter.access, ids[0], { check_in: addMonths(today, 1) }, 'fr')
    expect(onlyIn.statusCode).toBe(400)
    expect(onlyIn.json().fields).toEqual({ check_out: 'Ce champ est obligatoire.' })
    const past = await save(renter.access, ids[0], { check_in: '2025-01-01', check_out: '2025-03-01' })
    expect(past.json().fields).toEqual({ check_in: 'Check-in date cannot be in the past' })
    const unknown = await save(renter.access, ids[0], { nights: 3 })
    expect(unknown.statusCode).toBe(400)
    // Nothing was saved by the refused calls.
    expect(await idsOf(renter.access)).toEqual([])
  })

  it('refuses a save past the limit, in the reader’s language, and keeps what was saved', async () => {
    const { host, renter, ids } = await catalogue()
    await fillFavourites(t, renter.user.id, host.user.id, FAVOURITES_LIMIT)
    const refused = await save(renter.access, ids[0], {}, 'fr')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().fields.listing).toContain('au plus 500 logements enregistrés')
    expect((await listOf(renter.access)).count).toBe(FAVOURITES_LIMIT)
    const merged = await t.inject({
      method: 'POST',
      url: '/api/favourites/merge/',
      headers: bearer(renter.access),
      payload: { items: [{ property: ids[1] }] },
    })
    expect(merged.json().not_saved).toBe(1)
  })

  it("merges a visitor's browser list: unknown homes skipped, saved ones kept, order kept", async () => {
    const { renter, today, ids } = await catalogue()
    await save(renter.access, ids[0])
    const merge = (items: object[]) =>
      t.inject({
        method: 'POST',
        url: '/api/favourites/merge/',
        headers: bearer(renter.access),
        payload: { items },
      })
    const merged = await merge([
      { property: ids[2] },
      { property: 1_999_999 },
      { property: ids[0] },
      { property: ids[1], check_in: addMonths(today, 2), check_out: addMonths(today, 3) },
    ])
    expect(merged.statusCode).toBe(200)
    // The browser's newest (last) comes first; the unknown one is not saved.
    expect(merged.json()).toEqual({ property_ids: [ids[1], ids[2], ids[0]], not_saved: 1 })
    const states = (await listOf(renter.access)).results.map((item) => item.state)
    expect(states).toEqual(['booked', 'available', 'available'])
    // A list over the bound is refused whole.
    const tooLong = await merge(
      Array.from({ length: FAVOURITES_LIMIT + 1 }, (_, index) => ({ property: index + 1 })),
    )
    expect(tooLong.statusCode).toBe(400)
    expect(await idsOf(renter.access)).toEqual([ids[1], ids[2], ids[0]])
  })

  it('pages the list', async () => {
    const { renter, ids } = await catalogue()
    for (const id of ids) await save(renter.access, id)
    const first = await listOf(renter.access, '?page_size=2')
    expect(first.results).toHaveLength(2)
    expect(first.next).toBe('/api/favourites/?page_size=2&page=2')
    const second = await listOf(renter.access, '?page=2&page_size=2')
    expect(second.results.map((item) => item.property.property_id)).toEqual([ids[0]])
  })
})
