import { addMonths } from '@demeure/shared'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TConfig } from '../../config.ts'
import { translate } from '../../i18n/index.ts'
import { bearer, signUpAdmin, signUpAndLogIn } from '../../test/accounts.ts'
import { agreementFields, agreementFiles } from '../../test/bookings.ts'
import { multipart } from '../../test/files.ts'
import { listingFields, listingFiles, signUpHost } from '../../test/listings.ts'
import {
  httpInject,
  remoteApp,
  sharedSecret,
  startApiProcess,
  type TApiProcess,
} from '../../test/processes.ts'
import { createScratchDatabase, realServices, type TScratch } from '../../test/scratch-database.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { startTcpProxy, type TProxyMode, type TTcpProxy } from '../../test/tcp-proxy.ts'
import { bookingDocuments, bookings } from '../bookings/tables.ts'
import { jobs } from '../jobs/tables.ts'
import { properties, propertyPhotos } from '../listings/tables.ts'
import { notifications } from '../notifications/tables.ts'
import { searchDocuments } from '../search/tables.ts'

/**
 * The database connection cut and restored under a write load: a real API process reaches the
 * machine's PostgreSQL through a TCP proxy of this test, which first resets every connection, then
 * black-holes them (nothing flows, nothing closes), while renters ask for stays (with their agreement
 * files) and a host lists homes that an admin publishes. The machine's server is never restarted.
 */
const services = realServices()

/** What one request of the load did: when it started and ended, how it ended. */
type TAttempt = { what: string; start: number; end: number; status: number; id?: number; code?: string }

describe.skipIf(services.isMissing)(`database cut under a write load (${services.reason})`, () => {
  let scratch: TScratch
  let proxy: TTcpProxy
  let api: TApiProcess

  beforeAll(async () => {
    scratch = await createScratchDatabase(services.serverUrl, 'cut')
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(scratch.url).port || 5432) })
    const throughProxy = new URL(scratch.url)
    throughProxy.hostname = '127.0.0.1'
    throughProxy.port = String(proxy.port)
    api = await startApiProcess({
      DATABASE_URL: throughProxy.toString(),
      REDIS_URL: services.redisUrl,
      DATA_DIR: scratch.dataDir,
      JWT_SECRET: sharedSecret(),
    })
  }, 120_000)

  afterAll(async () => {
    api?.stop('SIGKILL')
    await api?.exited
    await proxy?.close()
    await scratch?.drop()
  }, 60_000)

  it('requests get a localized 503 quickly, the API recovers by itself, every 2xx write is whole in the database', async () => {
    const t = remoteApp(api.url, {
      database: scratch.database,
      dataDir: scratch.dataDir,
      config: { publicUrl: api.url } as TConfig,
    })
    const { listingId, today } = await hostListingAndRenter(t)
    const renters = await Promise.all(Array.from({ length: 5 }, () => signUpAndLogIn(t)))
    const host = await signUpHost(t)
    const admin = await signUpAdmin(t)

    const cuts: { mode: TProxyMode; from: number; to: number }[] = []
    const attempts: TAttempt[] = []
    const run = async (
      what: string,
      language: 'en' | 'fr',
      send: (headers: Record<string, string>) => ReturnType<typeof httpInject>,
      idOf: (body: Record<string, unknown>) => unknown,
    ) => {
      const started = Date.now()
      const response = await send({ 'accept-language': language }).catch((error: Error) => {
        // The process died or hung up: what the assertions below must show, with its last words.
        throw new Error(`${what}: ${error.message} (${String(error.cause)})\n${api.output().slice(-4000)}`)
      })
      const attempt: TAttempt = {
        what,
        start: started,
        end: Date.now(),
        status: response.statusCode,
      }
      if (response.statusCode < 300) attempt.id = Number(idOf(response.body ? response.json() : {}))
      else {
        const body = response.json()
        attempt.code = body.code
        // Every refusal is the localized 503 in the language asked for.
        if (response.statusCode === 503)
          expect(body.message).toBe(translate(language, 'error.service_unavailable.message'))
      }
      attempts.push(attempt)
      return attempt
    }

    let isLoading = true
    const renterLoop = async (access: string, index: number) => {
      for (let n = 0; isLoading; n++) {
        await run(
          'booking',
          n % 2 ? 'fr' : 'en',
          async (headers) =>
            httpInject(api.url, {
              method: 'POST',
              url: '/api/bookings/',
              headers: { ...bearer(access), ...headers },
              payload: multipart(
                {
                  ...agreementFields,
                  guests: '1',
                  message: 'Hello!',
                  property: String(listingId),
                  check_in: addMonths(today, 2 + index),
                  check_out: addMonths(today, 4 + index),
                },
                await agreementFiles(),
              ) as never,
            }),
          (body) => body.booking_id,
        )
      }
    }
    const hostLoop = async () => {
      for (let n = 0; isLoading; n++) {
        const language = n % 2 ? 'fr' : 'en'
        const created = await run(
          'listing',
          language,
          async (headers) =>
            httpInject(api.url, {
              method: 'POST',
              url: '/api/properties/',
              headers: { ...bearer(host.access), ...headers },
              payload: multipart(
                listingFields({ title: `Cut test home ${n}` }),
                await listingFiles(),
              ) as never,
            }),
          (body) => body.property_id,
        )
        if (created.id === undefined) continue
        await run(
          'publish',
          language,
          (headers) =>
            httpInject(api.url, {
              method: 'POST',
              url: `/api/admin/properties/${created.id}/approve/`,
              headers: { ...bearer(admin.access), ...headers },
            }),
          () => created.id,
        )
      }
    }

    /** Time from the proxy's reopening until the API answers ready again. */
    const recovery = async () => {
      const reopened = Date.now()
      const deadline = reopened + 30_000
      while (Date.now() < deadline) {
        const ready = await httpInject(api.url, { method: 'GET', url: '/api/ready' })
        if (ready.statusCode === 200) return Date.now() - reopened
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return Number.POSITIVE_INFINITY
    }
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

    const load = [hostLoop(), ...renters.map((renter, index) => renterLoop(renter.access, index))]
    const timeline: Record<string, number> = {}
    await pause(2500)
    for (const cut of ['reset', 'blackhole'] as const) {
      const from = Date.now()
      proxy.setMode(cut)
      // Longer than the stall watchdog needs to notice a silent server (db/stall-watchdog.ts). The
      // black hole outlasts the 6 s bound below, so a request the watchdog missed (one that only
      // ended because the proxy reopened) fails the bound instead of slipping under it.
      await pause(cut === 'blackhole' ? 8000 : 5000)
      proxy.setMode('open')
      cuts.push({ mode: cut, from, to: Date.now() })
      timeline[cut] = await recovery()
      await pause(2500)
    }
    isLoading = false
    await Promise.all(load)

    const summary = (list: TAttempt[]) => {
      const by = new Map<string, number>()
      for (const item of list) by.set(String(item.status), (by.get(String(item.status)) ?? 0) + 1)
      return JSON.stringify(Object.fromEntries(by))
    }
    /** The requests a cut caught, and how long each waited from the later of its start and the cut's. */
    const caught = (cut: TProxyMode) => {
      const window = cuts.find((item) => item.mode === cut) as { from: number; to: number }
      return attempts
        .filter((a) => a.start < window.to && a.end > window.from)
        .map((a) => ({ ...a, waited: a.end - Math.max(a.start, window.from) }))
    }
    const slowest = (cut: TProxyMode) => Math.max(0, ...caught(cut).map((a) => a.waited))
    const ok = attempts.filter((attempt) => attempt.status < 300)
    const bookingIds = ok.filter((a) => a.what === 'booking').map((a) => a.id as number)
    const listingIds = ok.filter((a) => a.what === 'listing').map((a) => a.id as number)
    const publishedIds = ok.filter((a) => a.what === 'publish').map((a) => a.id as number)

    const { db } = scratch.database
    // The subqueries name their tables: in a one-table select Drizzle writes its columns bare, so
    // `${propertyPhotos.propertyId} = ${properties.id}` read `property_id = id` inside the subquery,
    // both of property_photos, and counted the same few rows for every listing (one CI run failed).
    const storedBookings = await db
      .select({
        id: bookings.id,
        documents: sql<number>`(select count(*) from ${bookingDocuments} d where d.booking_id = ${bookings}.id)::int`,
      })
      .from(bookings)
      .where(eq(bookings.hostId, sql`(select host_id from properties where id = ${listingId})`))
    const storedListings = await db
      .select({
        id: properties.id,
        status: properties.status,
        photos: sql<number>`(select count(*) from ${propertyPhotos} ph where ph.property_id = ${properties}.id)::int`,
        indexed: sql<boolean>`exists (select 1 from ${searchDocuments} s where s.property_id = ${properties}.id)`,
      })
      .from(properties)
      .where(eq(properties.hostId, host.user.id))
    const requestNotices = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.kind, 'booking_requested')))
    const publishMails = await db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'mail.send'), sql`${jobs.payload}->>'to' = ${host.account.email}`))

    const lost = [
      ...bookingIds.filter((id) => !storedBookings.some((row) => row.id === id)),
      ...listingIds.filter((id) => !storedListings.some((row) => row.id === id)),
      ...publishedIds.filter((id) => storedListings.find((row) => row.id === id)?.status !== 'published'),
    ]
    const duplicates =
      bookingIds.length - new Set(bookingIds).size + listingIds.length - new Set(listingIds).size
    const halfDone = [
      ...storedBookings
        .filter((row) => row.documents !== 3)
        .map((row) => `booking ${row.id}: ${row.documents} files`),
      ...storedListings
        .filter((row) => row.photos !== 2)
        .map((row) => `listing ${row.id}: ${row.photos} photos`),
      ...storedListings
        .filter((row) => (row.status === 'published') !== row.indexed)
        .map((row) => `listing ${row.id} ${row.status}, search document: ${row.indexed}`),
    ]
    const published = storedListings.filter((row) => row.status === 'published')
    console.log(
      `database cut: ${attempts.length} attempts, statuses ${summary(attempts)}; ` +
        `during reset ${summary(caught('reset'))} (slowest ${slowest('reset')} ms), ` +
        `during black hole ${summary(caught('blackhole'))} (slowest ${slowest('blackhole')} ms); ` +
        `recovered ${timeline.reset} ms after the reset, ${timeline.blackhole} ms after the black hole; ` +
        `2xx writes ${ok.length}, lost ${lost.length}, duplicates ${duplicates}, half done ${halfDone.length}; ` +
        `stays in the database ${storedBookings.length} with ${requestNotices.length} host notices; ` +
        `published ${published.length} with ${publishMails.length} e-mails`,
    )
    const errors = api
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":50') && !line.includes('unavailable'))
    if (errors.length) console.log(errors.slice(0, 3).join('\n').slice(0, 3000))

    // Some writes went through before, between and after the cuts; every one of them was refused or done.
    expect(ok.filter((a) => a.what === 'booking').length).toBeGreaterThan(0)
    expect(attempts.filter((attempt) => attempt.status >= 500 && attempt.status !== 503)).toEqual([])
    expect(attempts.filter((attempt) => attempt.status === 503).length).toBeGreaterThan(0)
    // No hang: a request the cut caught ended within 6 s of the cut (or of its start, if later):
    // the watchdog's 1 s wait and 2.5 s probe, plus room for a loaded 2-core CI machine (a run
    // under the full suite once took 5.7 s while the same test alone takes 3.7 s). A query begun
    // after the probe is refused at once; when it waited for a connection instead, a request took
    // the probe plus the pool's 3 s connection timeout (6.7 s in one CI run).
    expect([...caught('reset'), ...caught('blackhole')].filter((a) => a.waited > 6000)).toEqual([])
    expect(caught('blackhole').filter((a) => a.status === 503).length).toBeGreaterThan(0)
    expect(timeline.reset).toBeLessThan(10_000)
    expect(timeline.blackhole).toBeLessThan(10_000)
    expect(lost).toEqual([])
    expect(duplicates).toBe(0)
    expect(halfDone).toEqual([])
    // A stay request and its notice to the host commit together; so do a publication and its e-mail.
    expect(requestNotices).toHaveLength(storedBookings.length)
    expect(publishMails).toHaveLength(published.length)
  }, 150_000)
})
