import type { AddressInfo } from 'node:net'
import { addDays } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { stayDates } from '../../test/bookings.ts'
import {
  addFeed,
  calendarOf,
  confirmedStay,
  isOffered,
  openListing,
  reservedDatesOf,
} from '../../test/calendar.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { properties } from '../listings/tables.ts'

let t: TTestApp
let host: Awaited<ReturnType<typeof signUpHost>>
let listingId: number
let stay: { check_in: string; check_out: string }
let origin: string
beforeAll(async () => {
  t = await createTestApp({ CALENDAR_ALLOW_LOOPBACK: 'true' })
  // Listening for real, so a second listing can import this export over HTTP (the round trip).
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  host = await signUpHost(t)
  listingId = await openListing(t, host.user.id, 'Exported loft')
  for (const [start_date, end_date] of [
    ['2030-02-01', '2030-02-10'],
    ['2030-06-01', '2030-06-30'],
  ]) {
    const response = await t.inject({
      method: 'POST',
      url: '/api/availabilities/',
      headers: bearer(host.access),
      payload: { property: listingId, start_date, end_date, is_available: false },
    })
    if (response.statusCode !== 201) throw new Error(response.body)
  }
  const guest = await signUpAndLogIn(t, { first_name: 'Zoé', last_name: 'Tremblay' })
  stay = stayDates(t, 3, 2)
  await confirmedStay(t, host, guest, listingId, stay)
})
afterAll(() => t.close())

const exportPath = async () => new URL((await calendarOf(t, host.access, listingId)).export_url).pathname

describe('the private export feed', () => {
  it('serves text/calendar with one all-day event per reserved period and held stay, no renter data', async () => {
    const response = await t.inject({ method: 'GET', url: await exportPath() })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8')
    const calendar = new ICAL.Component(ICAL.parse(response.body))
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(
      events.map((event) => ({
        uid: event.uid,
        summary: event.summary,
        allDay: event.startDate.isDate && event.endDate.isDate,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
      })),
    ).toEqual([
      {
        uid: expect.stringMatching(/^reserved-\d+@demeure\.ca$/),
        summary: 'Reserved',
        allDay: true,
        start: '2030-02-01',
        end: '2030-02-11',
      },
      {
        uid: expect.stringMatching(/^reserved-\d+@demeure\.ca$/),
        summary: 'Reserved',
        allDay: true,
        start: '2030-06-01',
        end: '2030-07-01',
      },
      {
        uid: expect.stringMatching(/^stay-\d+@demeure\.ca$/),
        summary: 'Booked on Demeure',
        allDay: true,
        start: stay.check_in,
        end: stay.check_out,
      },
    ])
    expect(response.body).not.toContain('Zoé')
    expect(response.body).not.toContain('Tremblay')
    // Stable UIDs: the same content twice is the same bytes.
    expect((await t.inject({ method: 'GET', url: await exportPath() })).body).toBe(response.body)
  })

  it('answers 304 to If-None-Match and If-Modified-Since, and a new ETag once the dates change', async () => {
    const path = await exportPath()
    const first = await t.inject({ method: 'GET', url: path })
    const etag = first.headers.etag as string
    const lastModified = first.headers['last-modified'] as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false)
    const byTag = await t.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } })
    expect(byTag.statusCode).toBe(304)
    expect(byTag.body).toBe('')
    // `*` matches any current representation (RFC 9110 §13.1.2); another tag matches nothing.
    const anyTag = await t.inject({ method: 'GET', url: path, headers: { 'if-none-match': '*' } })
    expect(anyTag.statusCode).toBe(304)
    expect(anyTag.headers.etag).toBe(etag)
    const otherTag = await t.inject({ method: 'GET', url: path, headers: { 'if-none-match': '"other"' } })
    expect(otherTag.statusCode).toBe(200)
    const byDate = await t.inject({
      method: 'GET',
      url: path,
      headers: { 'if-modified-since': lastModified },
    })
    expect(byDate.statusCode).toBe(304)

    t.clock.advance(5_000)
    const added = await t.inject({
      method: 'POST',
      url: '/api/availabilities/',
      headers: bearer(host.access),
      payload: { property: listingId, start_date: '2030-09-01', end_date: '2030-09-03', is_available: false },
    })
    const changed = await t.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(Date.parse(changed.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified))
    await t.inject({
      method: 'DELETE',
      url: `/api/availabilities/${added.json().availability_id}/`,
      headers: bearer(host.access),
    })
  })

  it('writes any stored title as valid iCalendar: escaped, control characters out, lines folded at 75 octets', async () => {
    const title = `Loft\r\nrue Saint-Denis; 2e, \\ étage\rvue\u0007 ${'très long titre '.repeat(6)}`
    const id = await openListing(t, host.user.id, 'Title to escape')
    await t.database.db.update(properties).set({ title }).where(eq(properties.id, id))
    const exported = new URL((await calendarOf(t, host.access, id)).export_url).pathname
    const response = await t.inject({ method: 'GET', url: exported })
    expect(response.statusCode).toBe(200)
    const body = response.body
    expect(body.endsWith('\r\n')).toBe(true)
    const lines = body.slice(0, -2).split('\r\n')
    for (const line of lines) {
      expect(line, JSON.stringify(line)).not.toMatch(/(?!\t)\p{Cc}/u)
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0)
    // X-WR-CALNAME is TEXT by convention; ical.js reads unknown X- properties raw unless told.
    ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' }
    const calendar = new ICAL.Component(ICAL.parse(body))
    // Line breaks (a bare CR too) come back as new lines; the bell is gone; the rest is as stored.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      `Demeure – ${title.replace(/\r\n|\r/g, '\n').replace('\u0007', '')}`,
    )
  })

  it('stops serving the old address once the host regenerates it', async () => {
    const old = await exportPath()
    const regenerated = await t.inject({
      method: 'POST',
      url: `/api/properties/${listingId}/calendar/export/regenerate/`,
      headers: bearer(host.access),
    })
    expect(regenerated.statusCode).toBe(200)
    const fresh = new URL(regenerated.json().export_url).pathname
    expect(fresh).not.toBe(old)
    expect(fresh).toMatch(/^\/api\/calendar\/[\w-]{32}\.ics$/)
    expect((await t.inject({ method: 'GET', url: old })).statusCode).toBe(404)
    expect((await t.inject({ method: 'GET', url: fresh })).statusCode).toBe(200)
    expect((await t.inject({ method: 'GET', url: '/api/calendar/guess.ics' })).statusCode).toBe(404)
    const stranger = await signUpHost(t)
    const refused = await t.inject({
      method: 'POST',
      url: `/api/properties/${listingId}/calendar/export/regenerate/`,
      headers: bearer(stranger.access),
    })
    expect(refused.statusCode).toBe(403)
    expect((await t.inject({ method: 'GET', url: fresh })).statusCode).toBe(200)
  })

  it('round trip: imported into a second listing, it blocks exactly the same nights', async () => {
    const twin = await openListing(t, host.user.id, 'Imported twin')
    const feed = await addFeed(t, host.access, twin, `${origin}${await exportPath()}`, 'Demeure')
    expect(feed.statusCode).toBe(201)
    expect(feed.json()).toMatchObject({ event_count: 3, last_error: null })
    expect(await reservedDatesOf(t, twin)).toEqual(
      [
        { start_date: '2030-02-01', end_date: '2030-02-10' },
        { start_date: '2030-06-01', end_date: '2030-06-30' },
        { start_date: stay.check_in, end_date: addDays(stay.check_out, -1) },
      ].sort((a, b) => a.start_date.localeCompare(b.start_date)),
    )
    // A taken night is never a move-in day; any other day is one on both listings or on neither
    // (a move-in day needs the shortest stay free from it: docs/product-rules.md, "Short stays").
    for (const [day, isTaken] of [
      ['2030-01-31', false],
      ['2030-02-01', true],
      ['2030-02-10', true],
      ['2030-02-11', false],
      [addDays(stay.check_in, -1), false],
      [stay.check_in, true],
      [addDays(stay.check_out, -1), true],
      [stay.check_out, false],
    ] as const) {
      const original = await isOffered(t, 'Exported loft', day)
      if (isTaken) expect(original, day).toBe(false)
      expect(await isOffered(t, 'Imported twin', day), day).toBe(original)
    }
    // The export lists only what was decided here, so two listings importing each other never echo.
    const twinExport = await t.inject({
      method: 'GET',
      url: new URL((await calendarOf(t, host.access, twin)).export_url).pathname,
    })
    expect(twinExport.body).not.toContain('BEGIN:VEVENT')
  })

  it('documents every calendar call in the OpenAPI', async () => {
    const docs = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json()
    for (const path of [
      '/api/properties/{id}/calendar/',
      '/api/properties/{id}/calendar/export/regenerate/',
      '/api/properties/{id}/calendar/feeds/',
      '/api/calendar-feeds/{id}/sync/',
      '/api/calendar-feeds/{id}/',
      '/api/calendar/{file}',
    ]) {
      expect(docs.paths[path], path).toBeDefined()
    }
    expect(Object.keys(docs.paths['/api/properties/{id}/calendar/feeds/'].post.responses)).toContain('201')
  })
})
