import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TConfig } from '../../config.ts'
import { bearer, PASSWORD, signUpAndLogIn } from '../../test/accounts.ts'
import { calendarWith, repeatingFeed, startFakeCalendarServer } from '../../test/fake-calendar-server.ts'
import { slowestHealthDuring } from '../../test/health-during.ts'
import { createListing } from '../../test/listings.ts'
import { remoteApp, sharedSecret, startApiProcess, type TApiProcess } from '../../test/processes.ts'
import { createScratchDatabase, realServices, type TScratch } from '../../test/scratch-database.ts'
import type { TTestApp } from '../../test/test-app.ts'

/**
 * The security review's attack on a real API process: a host adds a 1.9 MB feed of 23,000 events
 * repeating daily since 1900 (it froze the event loop for 4 minutes), and a one-event feed whose
 * rule ical.js expands forever. Health checks must keep answering at once, and each feed must end
 * with its own error. On PostgreSQL and Redis when the suite has them, else the embedded database.
 */
const services = realServices()
// A check over budget fails naming the five slowest checks and when they came.
const HEALTH_BUDGET_MS = 500

describe('a hostile calendar feed in a real API process', () => {
  let feeds: Awaited<ReturnType<typeof startFakeCalendarServer>>
  let scratch: TScratch | undefined
  let dataDir: string
  let api: TApiProcess
  let t: TTestApp
  let access: string
  let email: string
  let listingId: number

  beforeAll(async () => {
    feeds = await startFakeCalendarServer()
    feeds.extra.set('/daily-since-1900.ics', repeatingFeed(23_000))
    feeds.extra.set(
      '/endless.ics',
      calendarWith([['UID:never', 'DTSTART:20250101T000000Z', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30']]),
    )
    const env: Record<string, string> = {
      JWT_SECRET: sharedSecret(),
      CALENDAR_ALLOW_LOOPBACK: 'true',
      TEST_CLOCK_CONTROL: 'true',
      MAP_TILE_URL: 'off',
      GEOCODER_URL: 'off',
    }
    if (services.isMissing) {
      dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-feeds-'))
    } else {
      scratch = await createScratchDatabase(services.serverUrl, 'feeds')
      dataDir = scratch.dataDir
      Object.assign(env, { DATABASE_URL: scratch.url, REDIS_URL: services.redisUrl })
    }
    api = await startApiProcess({ ...env, DATA_DIR: dataDir })
    // Everything through HTTP: the embedded database belongs to the process.
    t = remoteApp(api.url, { database: undefined as never, dataDir, config: {} as TConfig })
    const session = await signUpAndLogIn(t)
    access = session.access
    email = session.account.email
    // Staff may manage any listing, their own included (the test controls make the caller staff).
    expect(
      (await t.inject({ method: 'POST', url: '/api/test/staff/', headers: bearer(access) })).statusCode,
    ).toBe(204)
    listingId = await createListing(t, access)
  }, 180_000)

  afterAll(async () => {
    api?.stop('SIGKILL')
    await api?.exited
    await feeds?.close()
    if (scratch) await scratch.drop()
    else if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  const addFeed = (name: string, file: string) =>
    t.inject({
      method: 'POST',
      url: `/api/properties/${listingId}/calendar/feeds/`,
      headers: bearer(access),
      payload: { name, url: feeds.url(file) },
    })

  /** The feeds as the host's calendar page lists them, in French. */
  const listedErrors = async () => {
    const overview = await t.inject({
      method: 'GET',
      url: `/api/properties/${listingId}/calendar/`,
      headers: { ...bearer(access), 'accept-language': 'fr' },
    })
    return Object.fromEntries(
      (overview.json().feeds as { name: string; last_error: string | null }[]).map((feed) => [
        feed.name,
        feed.last_error,
      ]),
    )
  }

  it('imports 23,000 daily events since 1900 without stalling the process, and says why it refused them', async () => {
    const { result, elapsed, slowest, polls, worst } = await slowestHealthDuring(api.url, () =>
      addFeed('Since 1900', '/daily-since-1900.ics'),
    )
    console.info(
      `23,000-event feed: added in ${Math.round(elapsed)} ms; slowest of ${polls} health checks: ${Math.round(slowest)} ms`,
    )
    expect(result.statusCode).toBe(201)
    expect(result.json()).toMatchObject({
      event_count: 0,
      last_synced_at: null,
      last_error: 'The calendar has too many events to import.',
    })
    expect(slowest, worst.join(', ')).toBeLessThan(HEALTH_BUDGET_MS)
    expect(polls).toBeGreaterThan(2)
    expect((await listedErrors())['Since 1900']).toBe(
      'Le calendrier contient trop d’événements pour être importé.',
    )
  }, 120_000)

  it('gives up on a rule expanded forever at the time limit, and the periodic sync does the same', async () => {
    const { result, elapsed, slowest, worst } = await slowestHealthDuring(api.url, () =>
      addFeed('Endless', '/endless.ics'),
    )
    expect(result.statusCode).toBe(201)
    expect(result.json().last_error).toBe('Reading the calendar took longer than 5 seconds.')
    expect(elapsed).toBeGreaterThanOrEqual(5_000)
    expect(slowest, worst.join(', ')).toBeLessThan(HEALTH_BUDGET_MS)

    // A day later both feeds are due: the periodic sync parses them again, the process still answers.
    const hits = feeds.hits.length
    const periodic = await slowestHealthDuring(api.url, () =>
      t.inject({ method: 'POST', url: '/api/test/clock/', payload: { advance_days: 1 } }),
    )
    expect(periodic.result.statusCode).toBe(200)
    expect(periodic.slowest, periodic.worst.join(', ')).toBeLessThan(HEALTH_BUDGET_MS)
    expect(
      feeds.hits
        .slice(hits)
        .map((hit) => hit.path)
        .sort(),
    ).toEqual(['/daily-since-1900.ics', '/endless.ics'])
    // A day on, the first access token has expired.
    const login = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email, password: PASSWORD },
    })
    access = login.json().access
    expect(await listedErrors()).toEqual({
      'Since 1900': 'Le calendrier contient trop d’événements pour être importé.',
      Endless: 'La lecture du calendrier a pris plus de 5 secondes.',
    })
  }, 120_000)
})
