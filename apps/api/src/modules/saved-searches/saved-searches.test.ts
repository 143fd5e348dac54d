import { SAVED_SEARCHES_LIMIT, type TSavedSearch } from '@demeure/shared'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { approveListing, createListing, signUpHost } from '../../test/listings.ts'
import { readOutbox } from '../../test/outbox.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { MATCH_JOB } from './alerts.ts'

let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close()
})

const create = (access: string, payload: object, language = 'en') =>
  t.inject({
    method: 'POST',
    url: '/api/saved-searches/',
    headers: { ...bearer(access), 'accept-language': language },
    payload,
  })
const listOf = async (access: string) => {
  const response = await t.inject({ method: 'GET', url: '/api/saved-searches/', headers: bearer(access) })
  expect(response.statusCode).toBe(200)
  return response.json() as TSavedSearch[]
}
const alertMails = (to: string) => readOutbox(t.dataDir).filter((mail) => mail.to === to)
const unsubscribe = (token: string, language = 'en') =>
  t.inject({
    method: 'POST',
    url: `/api/saved-searches/unsubscribe/?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    payload: 'List-Unsubscribe=One-Click',
  })
const tokenOf = (mail: { header: (field: string) => string }) =>
  decodeURIComponent(/token=([^>]+)>/.exec(mail.header('List-Unsubscribe'))?.[1] ?? '')

/** A pending listing in Montréal at $1,150 a month, approved (published) by staff. */
async function publishListing(overrides: Record<string, string> = {}) {
  const host = await signUpHost(t)
  const admin = await signUpAdmin(t)
  const id = await createListing(t, host.access, overrides)
  await approveListing(t, admin.access, id)
  return { host, id }
}

describe('saved searches', () => {
  it('creates, lists, renames, changes frequency and deletes; only the owner sees them', async () => {
    const renter = await signUpAndLogIn(t)
    const criteria = {
      city: 'Montréal',
      max_price: 1500,
      type: ['apartment'],
      amenities: [],
      bbox: '-74,45,-73,46',
    }
    const created = await create(renter.access, {
      name: 'Plateau under $1,500',
      frequency: 'daily',
      criteria,
    })
    expect(created.statusCode).toBe(201)
    const saved = created.json() as TSavedSearch
    // Empty lists are not kept: the criteria come back as a search would be written.
    expect(saved).toMatchObject({ name: 'Plateau under $1,500', frequency: 'daily', alerts: true })
    expect(saved.criteria).toEqual({
      city: 'Montréal',
      max_price: 1500,
      type: ['apartment'],
      bbox: '-74,45,-73,46',
    })

    const renamed = await t.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${saved.id}/`,
      headers: bearer(renter.access),
      payload: { name: 'Plateau', frequency: 'instant' },
    })
    expect(renamed.json()).toMatchObject({ id: saved.id, name: 'Plateau', frequency: 'instant' })
    expect((await listOf(renter.access)).map((search) => search.name)).toEqual(['Plateau'])

    const other = await signUpAndLogIn(t)
    expect(await listOf(other.access)).toEqual([])
    const foreign = await t.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${saved.id}/`,
      headers: bearer(other.access),
      payload: { name: 'Mine now' },
    })
    expect(foreign.statusCode).toBe(404)
    await t.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${saved.id}/`,
      headers: bearer(other.access),
    })
    expect(await listOf(renter.access)).toHaveLength(1)

    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${saved.id}/`,
      headers: bearer(renter.access),
    })
    expect(removed.statusCode).toBe(204)
    expect(await listOf(renter.access)).toEqual([])
    expect((await t.inject({ method: 'GET', url: '/api/saved-searches/' })).statusCode).toBe(401)
  })

  it('refuses bad input with localized field errors and saves nothing', async () => {
    const renter = await signUpAndLogIn(t)
    const bad = await create(
      renter.access,
      { name: 'x'.repeat(81), frequency: 'hourly', criteria: { bbox: 'nowhere' } },
      'fr',
    )
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields).sort()).toEqual(['criteria.bbox', 'frequency', 'name'])
    const range = await create(
      renter.access,
      { name: 'A', criteria: { min_price: 900, max_price: 500 } },
      'fr',
    )
    expect(range.statusCode).toBe(400)
    expect(range.json().fields['criteria.max_price']).toMatch(/prix/i)
    const unknown = await create(renter.access, { name: 'A', criteria: { colour: 'blue' } })
    expect(unknown.statusCode).toBe(400)
    expect(await listOf(renter.access)).toEqual([])
  })

  it(`keeps at most ${SAVED_SEARCHES_LIMIT} per user: one more is a localized 409`, async () => {
    const renter = await signUpAndLogIn(t)
    for (let index = 0; index < SAVED_SEARCHES_LIMIT; index += 1) {
      expect((await create(renter.access, { name: `Search ${index}`, criteria: {} })).statusCode).toBe(201)
    }
    const refused = await create(renter.access, { name: 'One too many', criteria: {} }, 'fr')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().fields.name).toBe(
      'Vous pouvez garder au plus 20 recherches enregistrées\u00a0: supprimez-en une pour enregistrer celle-ci.',
    )
    expect(await listOf(renter.access)).toHaveLength(SAVED_SEARCHES_LIMIT)
  })

  it('tells an instant search once when a home newly matches, in-app and by e-mail with one-click unsubscribe', async () => {
    const renter = await signUpAndLogIn(t)
    const french = await t.inject({
      method: 'PATCH',
      url: '/api/profile/',
      headers: bearer(renter.access),
      payload: { language: 'fr' },
    })
    expect(french.statusCode).toBe(200)
    const cheap = await signUpAndLogIn(t)
    await create(renter.access, { name: 'Montréal', frequency: 'instant', criteria: { city: 'Montréal' } })
    await create(cheap.access, { name: 'Under 1100', frequency: 'instant', criteria: { max_price: 1100 } })
    await create(cheap.access, { name: 'Laval', frequency: 'instant', criteria: { city: 'Laval' } })

    const { host, id } = await publishListing({ price_per_month: '1150' })
    const [mail, ...more] = alertMails(renter.user.email)
    expect(more).toEqual([])
    expect(mail?.subject).toBe('Un nouveau logement pour votre recherche «\u00a0Montréal\u00a0»')
    expect(mail?.body).toContain(`/House/${id}`)
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail?.header('List-Unsubscribe')).toMatch(
      /^<https?:\/\/.+\/api\/saved-searches\/unsubscribe\/\?token=.+>$/,
    )
    const notices = await t.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: bearer(renter.access),
    })
    expect(notices.json().results).toMatchObject([{ kind: 'saved_search_match', link: `/House/${id}` }])
    // Too dear for the other user's search, and not in Laval.
    expect(alertMails(cheap.user.email)).toEqual([])

    // An edit that frees nothing and lowers nothing tells nobody; the price drop under 1100 does.
    const patch = (fields: Record<string, string>) =>
      t.inject({
        method: 'PATCH',
        url: `/api/host-properties/${id}/`,
        headers: bearer(host.access),
        payload: Object.entries(fields).reduce((form, [key, value]) => {
          form.append(key, value)
          return form
        }, new FormData()) as never,
      })
    expect((await patch({ title: 'Renamed loft' })).statusCode).toBe(200)
    expect((await patch({ price_per_month: '1050' })).statusCode).toBe(200)
    const [drop, ...others] = alertMails(cheap.user.email)
    expect(others).toEqual([])
    expect(drop?.subject).toBe('A new home for your search “Under 1100”')
    expect(drop?.body).toContain('price lowered')
    // The Montréal search matched already: never twice for the same home.
    expect(alertMails(renter.user.email)).toHaveLength(1)

    // The unsubscribe link works without signing in; a forged one is a 400 and changes nothing.
    const token = tokenOf(mail as never)
    const forged = await unsubscribe(`${token.slice(0, -2)}xx`, 'fr')
    expect(forged.statusCode).toBe(400)
    expect(forged.json().fields.token).toBe('Ce lien de désabonnement n’est pas valide.')
    expect((await unsubscribe(`${Number(token.split('.')[0]) + 1}.${token.split('.')[1]}`)).statusCode).toBe(
      400,
    )
    expect((await listOf(renter.access))[0]?.alerts).toBe(true)
    expect((await unsubscribe(token)).statusCode).toBe(204)
    expect((await unsubscribe(token)).statusCode).toBe(204)
    expect((await listOf(renter.access))[0]?.alerts).toBe(false)
  })

  it('runs one change once however many workers claim it: one alert, one e-mail', async () => {
    const renter = await signUpAndLogIn(t)
    await create(renter.access, { name: 'Anything', criteria: {} })
    const { id } = await publishListing()
    expect(alertMails(renter.user.email)).toHaveLength(1)
    // The same change delivered again, twice at once (as two processes would run two copies).
    const change = { listingId: id, reason: 'published', before: null }
    await t.app.jobs.enqueue(t.database.db, MATCH_JOB, change)
    await t.app.jobs.enqueue(t.database.db, MATCH_JOB, change)
    await t.app.jobs.runDue(false)
    expect(alertMails(renter.user.email)).toHaveLength(1)
  })

  it('mails a daily search one digest a day from 8 a.m., and an instant search at most one e-mail a day', async () => {
    const daily = await signUpAndLogIn(t)
    const instant = await signUpAndLogIn(t)
    await create(daily.access, { name: 'Daily', frequency: 'daily', criteria: {} })
    await create(instant.access, { name: 'Instant', frequency: 'instant', criteria: {} })
    // 6 a.m. in Montréal (EST, UTC-5) on a winter day.
    t.clock.set(new Date('2030-01-15T11:00:00Z'))
    const later = JSON.stringify([{ start_date: '2030-06-01', end_date: '2030-12-31' }])
    const first = await publishListing({ title: 'First loft', availability: later })
    const second = await publishListing({ title: 'Second loft', availability: later })
    expect(alertMails(daily.user.email)).toEqual([])
    // The instant search had its e-mail of the day with the first home; the second waits.
    expect(alertMails(instant.user.email).map((mail) => mail.body.includes(`/House/${first.id}`))).toEqual([
      true,
    ])

    await t.app.bookingScheduler.tick()
    expect(alertMails(daily.user.email)).toEqual([])

    t.clock.set(new Date('2030-01-15T13:30:00Z')) // 8:30 in Montréal
    await t.app.bookingScheduler.tick()
    const [digest, ...more] = alertMails(daily.user.email)
    expect(more).toEqual([])
    expect(digest?.subject).toBe('New homes for your search “Daily”')
    expect(digest?.body).toContain(`/House/${first.id}`)
    expect(digest?.body).toContain(`/House/${second.id}`)
    expect(digest?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    // The instant search already had its e-mail today.
    expect(alertMails(instant.user.email)).toHaveLength(1)

    const third = await publishListing({ title: 'Third loft', availability: later })
    await t.app.bookingScheduler.tick()
    expect(alertMails(daily.user.email)).toHaveLength(1)

    t.clock.set(new Date('2030-01-16T13:30:00Z'))
    await t.app.bookingScheduler.tick()
    const nextDay = alertMails(daily.user.email)
    expect(nextDay).toHaveLength(2)
    expect(nextDay[1]?.body).toContain(`/House/${third.id}`)
    expect(nextDay[1]?.body).not.toContain(`/House/${first.id}`)
    // The instant search's waiting homes come the next day, in one e-mail.
    const instantMails = alertMails(instant.user.email)
    expect(instantMails).toHaveLength(2)
    expect(instantMails[1]?.body).toContain(`/House/${second.id}`)
    expect(instantMails[1]?.body).toContain(`/House/${third.id}`)
  })
})
