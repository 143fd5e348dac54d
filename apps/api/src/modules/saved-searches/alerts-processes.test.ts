import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { TConfig } from '../../config.ts'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { editListing } from '../../test/listings.ts'
import { readOutbox } from '../../test/outbox.ts'
import { useProcessPair } from '../../test/process-pair.ts'
import { remoteApp, type TApiProcess } from '../../test/processes.ts'
import { realServices } from '../../test/scratch-database.ts'
import { hostWithListing } from '../../test/social.ts'
import { jobs } from '../jobs/tables.ts'
import { notifications } from '../notifications/tables.ts'
import { MATCH_JOB } from './alerts.ts'
import { savedSearchAlerts } from './tables.ts'

/**
 * "Alerts go out once" with two real API processes on one PostgreSQL, one Redis and one data folder
 * (the outbox): both run their job workers, and a listing change's match job — and copies of it
 * claimed at the same instant by both — tells a saved search once.
 */
const services = realServices()

/** Copies of the change's job, all due at one instant, so both processes' workers claim some together. */
const COPIES = 40

describe.skipIf(services.isMissing)(`saved-search alerts across two processes (${services.reason})`, () => {
  const pair = useProcessPair('alerts_processes', { JOB_POLL_MS: '100' })

  const on = (process: TApiProcess) =>
    remoteApp(process.url, {
      database: pair.scratch.database,
      dataDir: pair.scratch.dataDir,
      config: { publicUrl: process.url } as TConfig,
    })

  /** Resolves once no job of `name` is left to run (both workers are done with them). */
  async function jobsDone(name: string) {
    const deadline = Date.now() + 60_000
    for (;;) {
      const [open] = await pair.scratch.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.name, name), isNull(jobs.doneAt), isNull(jobs.failedAt)))
      if (open?.n === 0) return
      if (Date.now() > deadline) throw new Error(`${open?.n} ${name} jobs still open`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  it('a price drop made on process A, its match job run by both workers: one in-app alert, one e-mail', async () => {
    const { host, listingId } = await hostWithListing(on(pair.a), 'Loft near the canal')
    const renter = await signUpAndLogIn(on(pair.b))
    const saved = await on(pair.b).inject({
      method: 'POST',
      url: '/api/saved-searches/',
      headers: bearer(renter.access),
      payload: { name: 'Under 950', frequency: 'instant', criteria: { city: 'Montréal', max_price: 950 } },
    })
    expect(saved.statusCode).toBe(201)

    await editListing(on(pair.a), host.access, listingId, { price_per_month: '900' })

    // The change's own job, and copies of it due together a moment later: A and B claim them in
    // batches at once (skip locked), so the same (search, home) is told from both processes.
    const [job] = await pair.scratch.database.db.select().from(jobs).where(eq(jobs.name, MATCH_JOB))
    expect(job?.payload).toMatchObject({ listingId, reason: 'price_lowered' })
    const runAt = new Date(Date.now() + 1_000)
    await pair.scratch.database.db
      .insert(jobs)
      .values(Array.from({ length: COPIES }, () => ({ name: MATCH_JOB, payload: job?.payload ?? {}, runAt })))
    await jobsDone(MATCH_JOB)
    await jobsDone('mail.send')

    const alerts = await pair.scratch.database.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.propertyId, listingId))
    expect(alerts).toHaveLength(1)
    const notices = await pair.scratch.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, renter.user.id), eq(notifications.kind, 'saved_search_match')))
    expect(notices).toHaveLength(1)
    const mails = readOutbox(pair.scratch.dataDir).filter((mail) => mail.to === renter.user.email)
    expect(mails.map((mail) => mail.subject)).toEqual(['A new home for your search “Under 950”'])
    expect(mails[0]?.body).toContain(`/House/${listingId}`)
  }, 120_000)
})
