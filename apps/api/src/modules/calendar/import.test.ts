import { addDays, formatDisplayDate } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app.ts'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { requestStay, stayDates } from '../../test/bookings.ts'
import {
  addFeed,
  calendarOf,
  confirmedStay,
  isOffered,
  openListing,
  reservedDatesOf,
  syncNow,
} from '../../test/calendar.ts'
import {
  airbnbLike,
  malformed,
  repeatingFeed,
  startFakeCalendarServer,
} from '../../test/fake-calendar-server.ts'
import { signUpHost } from '../../test/listings.ts'
import { readOutbox } from '../../test/outbox.ts'
import { notificationsOf } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { properties } from '../listings/tables.ts'
import { createCalendarRepository } from './repository.ts'
import { calendarFeeds } from './tables.ts'

let t: TTestApp
let feeds: Awaited<ReturnType<typeof startFakeCalendarServer>>
let host: Awaited<ReturnType<typeof signUpHost>>
beforeAll(async () => {
  t = await createTestApp({ CALENDAR_ALLOW_LOOPBACK: 'true' })
  feeds = await startFakeCalendarServer()
  host = await signUpHost(t)
})
afterAll(async () => {
  await feeds.close()
  await t.close()
})

const hostDetail = async (listingId: number) =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/host-properties/${listingId}/`,
      headers: bearer(host.access),
    })
  ).json()

describe('importing an external calendar', () => {
  it('turns an Airbnb feed into read-only reserved dates that renters and search see as taken', async () => {
    const id = await openListing(t, host.user.id, 'Airbnb twin loft')
    expect(await isOffered(t, 'Airbnb twin loft', '2030-03-06')).toBe(true)
    const added = await addFeed(t, host.access, id, feeds.url('/airbnb.ics'))
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({ name: 'Airbnb', event_count: 2, last_error: null })
    expect(added.json().last_synced_at).not.toBeNull()

    expect(await reservedDatesOf(t, id)).toEqual([
      { start_date: '2030-03-05', end_date: '2030-03-09' },
      { start_date: '2030-04-01', end_date: '2030-04-01' },
    ])
    expect(await isOffered(t, 'Airbnb twin loft', '2030-03-06')).toBe(false)
    expect(await isOffered(t, 'Airbnb twin loft', '2030-04-01')).toBe(false)
    // The first day after the imported nights from which a month is free (a move-in day needs one).
    expect(await isOffered(t, 'Airbnb twin loft', '2030-04-02')).toBe(true)
    const renter = await signUpAndLogIn(t)
    const overlapping = await requestStay(t, renter.access, {
      property: String(id),
      check_in: '2030-02-20',
      check_out: '2030-03-20',
    })
    expect(overlapping.statusCode).toBe(409)

    const imported = (await hostDetail(id)).availabilities.filter(
      (period: { calendar_feed: number | null }) => period.calendar_feed === added.json().id,
    )
    expect(imported).toHaveLength(2)
    const edit = await t.inject({
      method: 'PATCH',
      url: `/api/availabilities/${imported[0].availability_id}/`,
      headers: { ...bearer(host.access), 'accept-language': 'fr' },
      payload: { start_date: '2030-03-01', end_date: '2030-03-02' },
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().fields.start_date).toMatch(/calendrier importé/)
    const removal = await t.inject({
      method: 'DELETE',
      url: `/api/availabilities/${imported[0].availability_id}/`,
      headers: bearer(host.access),
    })
    expect(removal.statusCode).toBe(409)
    expect(await reservedDatesOf(t, id)).toHaveLength(2)
  })

  it('frees the dates of an event removed upstream, and keeps the last good import when the feed breaks', async () => {
    const id = await openListing(t, host.user.id, 'Mutable feed flat')
    feeds.mutable.body = airbnbLike
    const feed = (await addFeed(t, host.access, id, feeds.url('/mutable.ics'))).json()
    expect(feed.event_count).toBe(2)

    feeds.mutable.body = airbnbLike.replace(
      /BEGIN:VEVENT\r\nDTEND;VALUE=DATE:20300310[\s\S]*?END:VEVENT\r\n/,
      '',
    )
    const synced = await syncNow(t, host.access, feed.id)
    expect(synced.json()).toMatchObject({ event_count: 1, last_error: null })
    expect(await reservedDatesOf(t, id)).toEqual([{ start_date: '2030-04-01', end_date: '2030-04-01' }])
    // A month from Feb 28 crossed the removed nights; it is free now (April 1 is still taken).
    expect(await isOffered(t, 'Mutable feed flat', '2030-02-28')).toBe(true)

    feeds.mutable.body = malformed
    const broken = await syncNow(t, host.access, feed.id, 'fr')
    expect(broken.statusCode).toBe(200)
    expect(broken.json()).toMatchObject({
      event_count: 1,
      last_error: 'Le fichier du calendrier est endommagé et n’a pas pu être lu.',
    })
    expect(broken.json().last_error_at).not.toBeNull()
    expect(await reservedDatesOf(t, id)).toEqual([{ start_date: '2030-04-01', end_date: '2030-04-01' }])

    feeds.mutable.body = airbnbLike
    expect((await syncNow(t, host.access, feed.id)).json()).toMatchObject({
      event_count: 2,
      last_error: null,
    })
  })

  it('keeps the last good import when a feed costs too much to read, and tries again only at the next sync', async () => {
    const id = await openListing(t, host.user.id, 'Heavy feed flat')
    feeds.mutable.body = airbnbLike
    const feed = (await addFeed(t, host.access, id, `${feeds.url('/mutable.ics')}?heavy`)).json()
    expect(feed.event_count).toBe(2)
    // 40 events repeating monthly since 1900: 60,000 steps to expand, past the budget.
    feeds.mutable.body = repeatingFeed(40, 'FREQ=MONTHLY')
    const broken = await syncNow(t, host.access, feed.id, 'fr')
    expect(broken.statusCode).toBe(200)
    expect(broken.json()).toMatchObject({
      event_count: 2,
      last_error:
        'Les événements récurrents du calendrier sont trop nombreux, ou se répètent depuis trop longtemps, pour être lus.',
    })
    expect(await reservedDatesOf(t, id)).toHaveLength(2)
    const row = await createCalendarRepository(t.database.db).findFeed(feed.id)
    const ahead = (row?.nextSyncAt.getTime() ?? 0) - t.clock.now().getTime()
    expect(ahead).toBeGreaterThanOrEqual(15 * 60_000)
    feeds.mutable.body = airbnbLike
  })

  it('syncs a feed once when it is added: the periodic sync does not fetch it again meanwhile', async () => {
    const id = await openListing(t, host.user.id, 'Just added flat')
    const fetches = () => feeds.hits.filter((hit) => hit.url === '/slow.ics?just-added').length
    // The feed answers slowly: while this request still reads it, the periodic sync runs.
    const adding = addFeed(t, host.access, id, `${feeds.url('/slow.ics')}?just-added`)
    await vi.waitFor(() => expect(fetches()).toBe(1), { timeout: 10_000 })
    t.clock.advance(5 * 60_000)
    await t.app.bookingScheduler.tick()
    expect((await adding).statusCode).toBe(201)
    expect(fetches()).toBe(1)
  }, 60_000)

  it('sends If-None-Match and keeps the import on a 304', async () => {
    const id = await openListing(t, host.user.id, 'ETag flat')
    const feed = (await addFeed(t, host.access, id, feeds.url('/etag.ics'))).json()
    expect(feed.event_count).toBe(2)
    const again = await syncNow(t, host.access, feed.id)
    expect(again.json()).toMatchObject({ event_count: 2, last_error: null })
    expect(feeds.hits.filter((hit) => hit.path === '/etag.ics').map((hit) => hit.ifNoneMatch)).toEqual([
      undefined,
      '"v1"',
    ])
    expect(await reservedDatesOf(t, id)).toHaveLength(2)
  })

  it('records why a feed failed, in the reader’s language, and imports nothing from it', async () => {
    const id = await openListing(t, host.user.id, 'Failing feeds flat')
    const cases: [string, string, string][] = [
      ['/malformed.ics', 'The calendar file is damaged and could not be read.', 'endommagé'],
      ['/not-a-calendar.ics', 'This address does not serve an iCalendar (.ics) file.', 'iCalendar'],
      ['/huge.ics', 'The calendar is larger than 2 MB.', '2 Mo'],
      ['/loop.ics', 'The calendar’s address redirects more than 3 times.', 'plus de 3 fois'],
      ['/hop/4', 'The calendar’s address redirects more than 3 times.', 'plus de 3 fois'],
      ['/missing.ics', 'The calendar’s server answered with an error (HTTP 404).', 'HTTP 404'],
    ]
    for (const [path, english, french] of cases) {
      const added = await addFeed(t, host.access, id, feeds.url(path), path)
      expect(added.statusCode, path).toBe(201)
      expect(added.json().last_error, path).toContain(french)
      expect(added.json()).toMatchObject({ event_count: 0, last_synced_at: null })
      const listing = (await calendarOf(t, host.access, id)).feeds.find((f) => f.id === added.json().id)
      expect((listing as unknown as { last_error: string }).last_error).toBe(english)
      await t.inject({
        method: 'DELETE',
        url: `/api/calendar-feeds/${added.json().id}/`,
        headers: bearer(host.access),
      })
    }
    expect(await reservedDatesOf(t, id)).toEqual([])
    // webcal:// links are read as https:// (this local server speaks http only, hence unreachable).
    const webcal = await addFeed(t, host.access, id, 'webcal://127.0.0.1:1/calendar.ics', 'Webcal')
    expect(webcal.statusCode).toBe(201)
    expect(webcal.json()).toMatchObject({ url: 'https://127.0.0.1:1/calendar.ics' })
    await t.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${webcal.json().id}/`,
      headers: bearer(host.access),
    })
    // Three redirects are allowed.
    expect((await addFeed(t, host.access, id, feeds.url('/hop/3'))).json()).toMatchObject({ event_count: 2 })
  })

  it('gives up on a feed that never finishes after 10 seconds, and says so', {
    timeout: 30_000,
  }, async () => {
    const id = await openListing(t, host.user.id, 'Slow feed flat')
    const started = Date.now()
    const added = await addFeed(t, host.access, id, feeds.url('/slow.ics'), 'Slow')
    const elapsed = Date.now() - started
    expect(added.statusCode).toBe(201)
    expect(added.json().last_error).toBe('Le serveur du calendrier a mis plus de 10 secondes à répondre.')
    expect(elapsed).toBeGreaterThanOrEqual(9_900)
    expect(elapsed).toBeLessThan(20_000)
    expect(await reservedDatesOf(t, id)).toEqual([])
    // Removed, so the scheduler tests below do not wait on it.
    await t.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${added.json().id}/`,
      headers: bearer(host.access),
    })
  })

  it('keeps a stay that an imported event overlaps, and tells the host at once (notice and e-mail)', async () => {
    const id = await openListing(t, host.user.id, 'Double-booked studio')
    await t.database.db
      .update(properties)
      .set({ titleFr: 'Studio réservé deux fois' })
      .where(eq(properties.id, id))
    const guest = await signUpAndLogIn(t)
    const dates = stayDates(t, 2, 2)
    const bookingId = await confirmedStay(t, host, guest, id, dates)
    const outboxBefore = readOutbox(t.dataDir).length
    const start = addDays(dates.check_in, 10)
    feeds.mutable.body = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:overlap@airbnb.com',
      `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${addDays(start, 5).replaceAll('-', '')}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    const feed = (await addFeed(t, host.access, id, `${feeds.url('/mutable.ics')}?overlap`)).json()
    expect(feed.event_count).toBe(1)
    const stay = await t.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/`,
      headers: bearer(host.access),
    })
    expect(stay.json().status).toBe('confirmed')
    const notices = await notificationsOf(t, host.access)
    expect(notices[0]).toMatchObject({
      kind: 'calendar_conflict',
      title: 'An imported booking overlaps a stay',
    })
    // Every date in it reads as the product shows dates: YYYY/MM/DD.
    expect(notices[0]?.body).toContain(formatDisplayDate(dates.check_in))
    expect(notices[0]?.body).toContain(formatDisplayDate(start))
    expect(notices[0]?.body).not.toMatch(/\d{4}-\d{2}-\d{2}/)
    expect(notices[0]?.body).toContain('“Double-booked studio”')
    // A French reader gets the listing's French title.
    const [french] = await notificationsOf(t, host.access, 'fr')
    expect(french?.body).toContain('Studio réservé deux fois')
    expect(french?.body).not.toContain('Double-booked studio')
    const mails = readOutbox(t.dataDir).slice(outboxBefore)
    expect(mails.some((mail) => mail.subject === 'An imported booking overlaps a stay')).toBe(true)

    // The same event at the next sync is not news: no second notice.
    await syncNow(t, host.access, feed.id)
    expect(
      (await notificationsOf(t, host.access)).filter((n) => n.kind === 'calendar_conflict'),
    ).toHaveLength(1)
  })

  it('syncs due feeds every 15 minutes from the scheduler, each feed claimed by one caller only', async () => {
    const id = await openListing(t, host.user.id, 'Scheduled flat')
    const feed = (await addFeed(t, host.access, id, `${feeds.url('/airbnb.ics')}?scheduled`)).json()
    const fetches = () => feeds.hits.filter((hit) => hit.path === '/airbnb.ics').length
    const before = fetches()
    await t.app.bookingScheduler.tick()
    expect(fetches()).toBe(before)

    const repo = createCalendarRepository(t.database.db)
    const later = new Date(t.clock.now().getTime() + 20 * 60_000)
    const [first, second] = await Promise.all([repo.claimDue(later, 100), repo.claimDue(later, 100)])
    const all = [...(first ?? []), ...(second ?? [])]
    expect(all).toContain(feed.id)
    expect(new Set(all).size).toBe(all.length)
    expect(await repo.claimDue(later, 100)).toEqual([])

    t.clock.advance(40 * 60_000)
    await t.app.bookingScheduler.tick()
    expect(fetches()).toBeGreaterThan(before)
    const row = await repo.findFeed(feed.id)
    const ahead = (row?.nextSyncAt.getTime() ?? 0) - t.clock.now().getTime()
    expect(ahead).toBeGreaterThanOrEqual(15 * 60_000)
    expect(ahead).toBeLessThanOrEqual(18 * 60_000)
  })
})

describe('bad input changes nothing', () => {
  it('refuses bad addresses, private networks, a sixth feed, a duplicate and another host', async () => {
    // A fresh session: the scheduler test moved the clock past the first access token's life.
    host = await signUpHost(t)
    const id = await openListing(t, host.user.id, 'Guarded flat')
    const refused: [string, number, RegExp][] = [
      ['ftp://example.com/cal.ics', 400, /https:\/\//],
      ['not a url', 400, /https:\/\//],
      ['http://10.0.0.7/cal.ics', 400, /réseau privé/],
      ['http://169.254.169.254/latest/meta-data', 400, /réseau privé/],
      ['http://[::ffff:192.168.1.1]/cal.ics', 400, /réseau privé/],
      // IPv4 carried in IPv6: NAT64 of the metadata address, compatible, mapped in hex, 6to4, Teredo.
      ['http://[64:ff9b::a9fe:a9fe]/latest/meta-data', 400, /réseau privé/],
      ['http://[64:ff9b::169.254.169.254]/', 400, /réseau privé/],
      ['http://[64:ff9b:1::a00:1]/cal.ics', 400, /réseau privé/],
      ['http://[::10.0.0.7]/cal.ics', 400, /réseau privé/],
      ['http://[::ffff:a00:7]/cal.ics', 400, /réseau privé/],
      ['http://[2002:a9fe:a9fe::1]/cal.ics', 400, /réseau privé/],
      ['http://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/cal.ics', 400, /réseau privé/],
    ]
    for (const [url, status, message] of refused) {
      const response = await addFeed(t, host.access, id, url)
      expect(response.statusCode, url).toBe(status)
      expect(response.json().fields.url, url).toMatch(message)
    }
    const blank = await addFeed(t, host.access, id, feeds.url('/airbnb.ics'), '  ')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().fields.name).toBe('Ce champ est obligatoire.')

    for (const n of [1, 2, 3, 4, 5]) {
      expect((await addFeed(t, host.access, id, `${feeds.url('/airbnb.ics')}?n=${n}`)).statusCode).toBe(201)
    }
    const sixth = await addFeed(t, host.access, id, `${feeds.url('/airbnb.ics')}?n=6`)
    expect(sixth.statusCode).toBe(400)
    expect(sixth.json().fields.url).toBe(
      'Une annonce peut importer au plus 5 calendriers. Retirez-en un d’abord.',
    )
    const [first] = (await calendarOf(t, host.access, id)).feeds
    await t.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${first?.id}/`,
      headers: bearer(host.access),
    })
    const duplicate = await addFeed(t, host.access, id, `${feeds.url('/airbnb.ics')}?n=2`)
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().fields.url).toBe('Ce calendrier est déjà importé dans cette annonce.')
    expect((await calendarOf(t, host.access, id)).feeds).toHaveLength(4)

    const other = await signUpHost(t)
    expect((await addFeed(t, other.access, id, `${feeds.url('/airbnb.ics')}?other`)).statusCode).toBe(403)
    const feedId = (await calendarOf(t, host.access, id)).feeds[0]?.id as number
    expect((await syncNow(t, other.access, feedId)).statusCode).toBe(403)
    const removal = await t.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${feedId}/`,
      headers: bearer(other.access),
    })
    expect(removal.statusCode).toBe(403)
    const overview = await t.inject({
      method: 'GET',
      url: `/api/properties/${id}/calendar/`,
      headers: bearer(other.access),
    })
    expect(overview.statusCode).toBe(403)
    expect((await calendarOf(t, host.access, id)).feeds).toHaveLength(4)
    const renter = await signUpAndLogIn(t)
    expect((await addFeed(t, renter.access, id, `${feeds.url('/airbnb.ics')}?renter`)).statusCode).toBe(403)
  })

  it('refuses loopback addresses unless the setting allows them', async () => {
    const strict = await createTestApp()
    try {
      const owner = await signUpHost(strict)
      const id = await openListing(strict, owner.user.id, 'Strict flat')
      const response = await addFeed(strict, owner.access, id, feeds.url('/airbnb.ics'))
      expect(response.statusCode).toBe(400)
      expect(response.json().fields.url).toMatch(/réseau privé/)
      const named = await addFeed(strict, owner.access, id, 'http://localhost:9/cal.ics')
      expect(named.statusCode).toBe(400)
      // Loopback written as IPv6 (compatible, mapped in hex, NAT64) is loopback too.
      const { port } = new URL(feeds.url('/'))
      const before = feeds.hits.length
      for (const host of ['::127.0.0.1', '::ffff:7f00:1', '64:ff9b::127.0.0.1']) {
        const response = await addFeed(strict, owner.access, id, `http://[${host}]:${port}/airbnb.ics`)
        expect(response.statusCode, host).toBe(400)
        expect(response.json().fields.url, host).toMatch(/réseau privé/)
      }
      expect(feeds.hits.length).toBe(before)
      expect((await calendarOf(strict, owner.access, id)).feeds).toEqual([])
      expect(feeds.hits.some((hit) => hit.path === '/airbnb.ics' && hit.ifNoneMatch === 'strict')).toBe(false)
    } finally {
      await strict.close()
    }
  })
})

describe('several API processes', () => {
  it('sync each due feed once when their schedulers tick at the same time', async () => {
    // A second app on the same database and clock: what a second API process is.
    const other = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      redisPrefix: t.redisPrefix,
      startScheduler: false,
    })
    try {
      const rows = await t.database.db
        .select({ url: calendarFeeds.url, nextSyncAt: calendarFeeds.nextSyncAt })
        .from(calendarFeeds)
      const urls = rows.map((row) => new URL(row.url))
      const watched = urls
        .map((url) => `${url.pathname}${url.search}`)
        .filter((url) => url !== '/airbnb.ics' && !url.startsWith('/hop/'))
      expect(watched.length).toBeGreaterThan(5)
      const before = feeds.hits.length
      // Every feed due: past the latest sync an earlier test's run put off, from a clock put back since.
      const latest = Math.max(t.clock.now().getTime(), ...rows.map((row) => row.nextSyncAt.getTime()))
      t.clock.set(new Date(latest + 60_000))
      await Promise.all([t.app.bookingScheduler.tick(), other.bookingScheduler.tick()])
      const fetched = feeds.hits.slice(before).map((hit) => hit.url)
      for (const url of watched)
        expect(
          fetched.filter((hit) => hit === url),
          url,
        ).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  it('no longer fetch the feeds of an archived listing', async () => {
    const id = await openListing(t, host.user.id, 'Archived flat')
    const repo = createCalendarRepository(t.database.db)
    const feed = await repo.insertFeed({
      propertyId: id,
      name: 'Airbnb',
      url: `${feeds.url('/airbnb.ics')}?archived`,
    })
    await t.database.db.update(properties).set({ status: 'archived' }).where(eq(properties.id, id))
    const before = feeds.hits.length
    t.clock.advance(40 * 60_000)
    await t.app.bookingScheduler.tick()
    expect(feeds.hits.slice(before).map((hit) => hit.url)).not.toContain('/airbnb.ics?archived')
    expect((await repo.findFeed(feed?.id as number))?.nextSyncAt.getTime()).toBeGreaterThan(
      t.clock.now().getTime(),
    )
  })
})
