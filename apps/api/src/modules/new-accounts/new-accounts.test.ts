import { NEW_ACCOUNT_MAX_HOSTS, NEW_ACCOUNT_MAX_LISTINGS, NEW_ACCOUNT_WATCH_AT } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn, signUpAs } from '../../test/accounts.ts'
import { publishListings } from '../../test/catalogue.ts'
import { multipart } from '../../test/files.ts'
import { createListing, listingFields, listingFiles } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { users } from '../users/tables.ts'

const HOUR = 3_600_000
let t: TTestApp
let admin: Awaited<ReturnType<typeof signUpAdmin>>
/** One published listing from each of MAX + 1 hosts (made straight in the database). */
const listingOfHost: number[] = []

beforeAll(async () => {
  t = await createTestApp()
  admin = await signUpAdmin(t)
  for (let n = 0; n <= NEW_ACCOUNT_MAX_HOSTS; n++) {
    const [host] = await t.database.db
      .insert(users)
      .values({
        email: `host.${n}.${Date.now()}@example.com`,
        username: `watch_host_${n}_${Date.now()}`,
        firstName: 'Hôte',
        lastName: String(n),
        userType: 'co-host',
        language: 'en',
        passwordHash: 'x',
        isVerified: true,
      })
      .returning()
    const [id] = await publishListings(t, (host as { id: string }).id, [{ title: `Home of host ${n}` }])
    listingOfHost.push(id as number)
  }
}, 120_000)
afterAll(() => t.close())

const start = (access: string, property: number, language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/conversations/',
    headers: { ...bearer(access), 'accept-language': language },
    payload: { property: String(property), message: 'Hello, is it still free in September?' },
  })

const watched = async () => {
  const answer = await t.inject({
    method: 'GET',
    url: '/api/admin/watched-accounts/',
    headers: bearer(admin.access),
  })
  expect(answer.statusCode).toBe(200)
  return answer.json().results as {
    user_id: string
    reason: string
    count: number
    slowed_at: string | null
  }[]
}

describe('new accounts are slowed, not blocked', () => {
  it('a renter in its first day contacts up to the maximum of hosts, then waits; staff see it', async () => {
    const renter = await signUpAndLogIn(t)
    for (const [n, listing] of listingOfHost.slice(0, NEW_ACCOUNT_WATCH_AT).entries()) {
      expect((await start(renter.access, listing)).statusCode, `host ${n}`).toBe(201)
    }
    // Shown to staff from the watch threshold on, not slowed yet.
    expect((await watched()).find((row) => row.user_id === renter.user.id)).toMatchObject({
      reason: 'hosts_contacted',
      count: NEW_ACCOUNT_WATCH_AT,
      slowed_at: null,
    })
    for (const listing of listingOfHost.slice(NEW_ACCOUNT_WATCH_AT, NEW_ACCOUNT_MAX_HOSTS)) {
      expect((await start(renter.access, listing)).statusCode).toBe(201)
    }
    const refused = await start(renter.access, listingOfHost[NEW_ACCOUNT_MAX_HOSTS] as number, 'fr')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'new_account_hosts_contacted',
      message: `Un nouveau compte peut écrire à ${NEW_ACCOUNT_MAX_HOSTS} hôtes au plus le premier jour, pour protéger Demeure des envois abusifs.`,
      detail: "Vous pourrez écrire à d'autres hôtes dans 24 heures.",
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600)
    // Nothing was written for the refused host: no conversation.
    const list = await t.inject({ method: 'GET', url: '/api/conversations/', headers: bearer(renter.access) })
    expect(list.json().count).toBe(NEW_ACCOUNT_MAX_HOSTS)
    // A host already contacted can still be written to.
    expect((await start(renter.access, listingOfHost[0] as number)).statusCode).toBe(200)
    expect((await watched()).find((row) => row.user_id === renter.user.id)).toMatchObject({
      count: NEW_ACCOUNT_MAX_HOSTS,
      slowed_at: expect.any(String),
    })

    // A day after joining, the account is no longer new (its join date moved back: the clock's
    // day would also expire the access token).
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(t.clock.now().getTime() - 24 * HOUR - 1000) })
      .where(eq(users.id, renter.user.id))
    expect((await start(renter.access, listingOfHost[NEW_ACCOUNT_MAX_HOSTS] as number)).statusCode).toBe(201)
  }, 60_000)

  it('a host in its first day creates up to the maximum of listings, then waits, in its language', async () => {
    const host = await signUpAs(t, 'co-host', { isNew: true })
    for (let n = 0; n < NEW_ACCOUNT_MAX_LISTINGS; n++) await createListing(t, host.access)
    const refused = await t.inject({
      method: 'POST',
      url: '/api/properties/',
      headers: bearer(host.access),
      payload: multipart(listingFields(), await listingFiles()) as never,
    })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'new_account_listings_created',
      detail: 'You can create more listings in 24 hours.',
    })
    expect((await watched()).find((row) => row.user_id === host.user.id)).toMatchObject({
      reason: 'listings_created',
      count: NEW_ACCOUNT_MAX_LISTINGS,
      slowed_at: expect.any(String),
    })
  }, 120_000)

  it('shows the list to staff only', async () => {
    const renter = await signUpAndLogIn(t)
    const answer = await t.inject({
      method: 'GET',
      url: '/api/admin/watched-accounts/',
      headers: bearer(renter.access),
    })
    expect(answer.statusCode).toBe(403)
    expect((await t.inject({ method: 'GET', url: '/api/admin/watched-accounts/' })).statusCode).toBe(401)
    const badPage = await t.inject({
      method: 'GET',
      url: '/api/admin/watched-accounts/?page=0',
      headers: bearer(admin.access),
    })
    expect(badPage.statusCode).toBe(400)
    const badReason = await t.inject({
      method: 'GET',
      url: '/api/admin/watched-accounts/?reason=everything',
      headers: bearer(admin.access),
    })
    expect(badReason.statusCode).toBe(400)
    const hostsOnly = await t.inject({
      method: 'GET',
      url: '/api/admin/watched-accounts/?reason=listings_created',
      headers: bearer(admin.access),
    })
    expect(hostsOnly.json().results.length).toBeGreaterThan(0)
    expect(
      hostsOnly.json().results.every((row: { reason: string }) => row.reason === 'listings_created'),
    ).toBe(true)
  })
})
