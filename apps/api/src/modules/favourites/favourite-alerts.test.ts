import { desc, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { approveListing, createListing, editListing, signUpHost } from '../../test/listings.ts'
import { readOutbox } from '../../test/outbox.ts'
import { notificationsOf, setLanguage } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { jobs } from '../jobs/tables.ts'
import { MATCH_JOB } from '../saved-searches/index.ts'

let t: TTestApp
beforeEach(async () => {
  t = await createTestApp()
  // 11:50 p.m. in Montréal (EST, UTC-5) on a winter day: the next day is ten minutes away, within
  // the sessions' 15 minutes.
  t.clock.set(new Date('2030-01-16T04:50:00Z'))
})
afterEach(async () => {
  await t.close()
})

/** Ten minutes later, the next day in Montréal. */
const NEXT_DAY = new Date('2030-01-16T05:00:00Z')
const mailsTo = (to: string) => readOutbox(t.dataDir).filter((mail) => mail.to === to)
const alertsOf = async (access: string, language = 'en') =>
  (await notificationsOf(t, access, language)).filter((notice) => notice.kind === 'favourite_alert')
const tokenOf = (mail: { header: (field: string) => string }) =>
  decodeURIComponent(/token=([^>]+)>/.exec(mail.header('List-Unsubscribe'))?.[1] ?? '')
const unsubscribe = (token: string, language = 'en') =>
  t.inject({
    method: 'POST',
    url: `/api/favourites/unsubscribe/?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': language },
    payload: 'List-Unsubscribe=One-Click',
  })

/** A published home titled "Renamed loft" at $1,150 a month, free from June to December 2030 unless told. */
async function publishedHome(open = { start_date: '2030-06-01', end_date: '2030-12-31' }) {
  const host = await signUpHost(t)
  const admin = await signUpAdmin(t)
  const id = await createListing(t, host.access, {
    title: 'Renamed loft',
    price_per_month: '1150',
    availability: JSON.stringify([open]),
  })
  await approveListing(t, admin.access, id)
  const patch = (fields: Record<string, string>) => editListing(t, host.access, id, fields)
  /** The host holds these nights (a stay taken elsewhere); `release` frees them again. */
  const hold = async (start: string, end: string) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/availabilities/',
      headers: bearer(host.access),
      payload: { property: id, start_date: start, end_date: end, is_available: false },
    })
    expect(response.statusCode).toBe(201)
    return response.json().availability_id as number
  }
  const release = async (availabilityId: number) => {
    const response = await t.inject({
      method: 'DELETE',
      url: `/api/availabilities/${availabilityId}/`,
      headers: bearer(host.access),
    })
    expect(response.statusCode).toBeLessThan(300)
  }
  return { id, patch, hold, release }
}

async function saver(listingId: number, dates: object = {}, language: 'en' | 'fr' = 'en') {
  const session = await signUpAndLogIn(t)
  if (language !== 'en') await setLanguage(t, session.access, language)
  const saved = await t.inject({
    method: 'PUT',
    url: `/api/favourites/${listingId}/`,
    headers: bearer(session.access),
    payload: dates,
  })
  expect(saved.statusCode).toBeLessThan(300)
  return session
}

describe('saved-home alerts', () => {
  it('tells savers of a price drop in their language, in-app and by e-mail with one-click unsubscribe, once per change', async () => {
    const home = await publishedHome()
    const french = await saver(home.id, {}, 'fr')
    const english = await saver(home.id)

    await home.patch({ title: 'Renamed loft', description: 'A quiet loft, renamed.' })
    expect(await alertsOf(french.access)).toEqual([])

    await home.patch({ price_per_month: '1050' })
    const [notice, ...moreNotices] = await alertsOf(french.access, 'fr')
    expect(moreNotices).toEqual([])
    expect(notice).toMatchObject({
      link: `/House/${home.id}`,
      title: 'Du nouveau pour un logement enregistré',
    })
    expect(notice?.body).toMatch(/^«\u00a0Renamed loft\u00a0» est maintenant à 1\s050,00\s\$ par mois\.$/)
    const [mail, ...moreMails] = mailsTo(french.user.email)
    expect(moreMails).toEqual([])
    expect(mail?.subject).toBe('Prix baissé\u00a0: «\u00a0Renamed loft\u00a0»')
    expect(mail?.body).toContain(`/House/${home.id}`)
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail?.header('List-Unsubscribe')).toMatch(
      /^<https?:\/\/.+\/api\/favourites\/unsubscribe\/\?token=.+>$/,
    )
    expect(mailsTo(english.user.email).map((sent) => sent.subject)).toEqual(['Price lowered: “Renamed loft”'])

    // The same change's job run again, twice at once (as two processes would): nobody told twice.
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, MATCH_JOB))
      .orderBy(desc(jobs.id))
      .limit(1)
    expect(job?.payload).toMatchObject({ listingId: home.id, reason: 'price_lowered' })
    await t.app.jobs.enqueue(t.database.db, MATCH_JOB, job?.payload)
    await t.app.jobs.enqueue(t.database.db, MATCH_JOB, job?.payload)
    await t.app.jobs.runDue(false)
    expect(await alertsOf(french.access)).toHaveLength(1)
    expect(mailsTo(french.user.email)).toHaveLength(1)

    // Another drop the same day: told in-app, but at most one e-mail a day per saved home.
    await home.patch({ price_per_month: '990' })
    expect(await alertsOf(french.access)).toHaveLength(2)
    expect(mailsTo(french.user.email)).toHaveLength(1)
    t.clock.set(NEXT_DAY)
    await home.patch({ price_per_month: '950' })
    expect(mailsTo(french.user.email)).toHaveLength(2)

    // A price going up tells nobody.
    await home.patch({ price_per_month: '1200' })
    expect(await alertsOf(english.access)).toHaveLength(3)
  })

  it('tells a saver when the dates they wanted free up, and only them', async () => {
    const home = await publishedHome({ start_date: '2030-01-20', end_date: '2030-12-31' })
    const held = {
      theirs: await home.hold('2030-02-01', '2030-04-01'),
      others: await home.hold('2030-07-01', '2030-09-01'),
      nobodys: await home.hold('2030-10-01', '2030-11-01'),
    }
    const wanting = await saver(home.id, { check_in: '2030-02-01', check_out: '2030-04-01' })
    const elsewhere = await saver(home.id, { check_in: '2030-07-01', check_out: '2030-09-01' })
    const undated = await saver(home.id)

    // Nights nobody wanted: nothing.
    await home.release(held.nobodys)
    expect(await alertsOf(wanting.access)).toEqual([])

    await home.release(held.theirs)
    const [notice, ...more] = await alertsOf(wanting.access)
    expect(more).toEqual([])
    expect(notice?.body).toBe('“Renamed loft” is free again for your dates, 2030/02/01 to 2030/04/01.')
    const [mail] = mailsTo(wanting.user.email)
    expect(mail?.subject).toBe('Your dates are free: “Renamed loft”')
    expect(mail?.body).toContain('it is free again for your dates, 2030/02/01 to 2030/04/01')
    // Their dates are still held, or they named none.
    expect(await alertsOf(elsewhere.access)).toEqual([])
    expect(await alertsOf(undated.access)).toEqual([])
    expect(mailsTo(undated.user.email)).toEqual([])
    expect(held.others).toBeGreaterThan(0)
  })

  it('stops one saved home’s alerts with the e-mail’s unsubscribe link; a forged link is a localized 400', async () => {
    const home = await publishedHome()
    const renter = await saver(home.id)
    await home.patch({ price_per_month: '1100' })
    const [mail] = mailsTo(renter.user.email)
    const token = tokenOf(mail as never)

    const forged = await unsubscribe(`${token.slice(0, -2)}xx`, 'fr')
    expect(forged.statusCode).toBe(400)
    expect(forged.json().fields.token).toBe('Ce lien de désabonnement n’est pas valide.')
    expect((await unsubscribe('not-a-token')).statusCode).toBe(400)
    expect((await t.inject({ method: 'POST', url: '/api/favourites/unsubscribe/' })).statusCode).toBe(400)

    expect((await unsubscribe(token)).statusCode).toBe(204)
    expect((await unsubscribe(token)).statusCode).toBe(204)
    t.clock.set(NEXT_DAY)
    await home.patch({ price_per_month: '1000' })
    expect(await alertsOf(renter.access)).toHaveLength(1)
    expect(mailsTo(renter.user.email)).toHaveLength(1)
    // Still saved: only the alerts stopped.
    const saved = await t.inject({
      method: 'GET',
      url: '/api/favourites/ids/',
      headers: bearer(renter.access),
    })
    expect(saved.json().property_ids).toEqual([home.id])
  })
})
