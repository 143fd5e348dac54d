import { createServer, type Server } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../db/transaction.ts'
import { bearer, signUpAndLogIn } from '../../test/accounts.ts'
import { readOutbox } from '../../test/outbox.ts'
import { hostListingAndRenter } from '../../test/social.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { DIGEST_DELAY_MS } from '../messaging/index.ts'
import { backoffMs, createJobQueue } from './queue.ts'
import { jobs as jobsTable } from './tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

/** A second "process": another queue on the same database, as another API process would have. */
const queueOnSameDatabase = () =>
  createJobQueue({ db: t.database.db, clock: t.clock, log: () => {}, batchSize: 3 })

describe('the job queue', () => {
  it('a job enqueued in a rolled-back transaction never exists; a committed one runs once', async () => {
    const queue = queueOnSameDatabase()
    const seen: number[] = []
    queue.define<{ n: number }>('test.record', async ({ n }) => {
      seen.push(n)
    })
    await inTransaction(t.database.db, async (tx) => {
      await queue.enqueue(tx, 'test.record', { n: 1 })
      throw new Error('the change fails')
    }).catch(() => {})
    await inTransaction(t.database.db, (tx) => queue.enqueue(tx, 'test.record', { n: 2 }))
    await queue.runDue(false)
    await queue.runDue(false)
    expect(seen).toEqual([2])
  })

  it('two processes polling at once run each of 60 jobs exactly once', async () => {
    const runs = new Map<number, number>()
    const [a, b] = [queueOnSameDatabase(), queueOnSameDatabase()]
    for (const queue of [a, b]) {
      queue.define<{ n: number }>('test.count', async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1)
        await new Promise((resolve) => setTimeout(resolve, 2))
      })
    }
    for (let n = 0; n < 60; n++) await a.enqueue(t.database.db, 'test.count', { n })
    await Promise.all([a.runDue(false), b.runDue(false), a.runDue(false), b.runDue(false)])
    expect(runs.size).toBe(60)
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
  })

  it('a failing job is retried with backoff, then kept as failed', async () => {
    const queue = queueOnSameDatabase()
    let attempts = 0
    queue.define('test.flaky', async () => {
      attempts++
      throw new Error('SMTP is down')
    })
    await queue.enqueue(t.database.db, 'test.flaky', {}, { maxAttempts: 3, singletonKey: 'flaky-1' })
    const row = async () =>
      (await t.database.db.select().from(jobsTable).where(eq(jobsTable.singletonKey, 'flaky-1')))[0]
    await queue.runDue(false)
    expect(attempts).toBe(1)
    expect((await row())?.runAt.getTime()).toBe(t.clock.now().getTime() + backoffMs(1))
    await queue.runDue(false)
    expect(attempts).toBe(1) // not due yet
    t.clock.advance(backoffMs(1))
    await queue.runDue(false)
    t.clock.advance(backoffMs(2))
    await queue.runDue(false)
    expect(attempts).toBe(3)
    expect((await row())?.failedAt).not.toBeNull()
    expect((await row())?.lastError).toContain('SMTP is down')
    t.clock.advance(backoffMs(3))
    await queue.runDue(false)
    expect(attempts).toBe(3)
  })

  it('a periodic job runs once per period whatever the number of processes', async () => {
    const ticks: number[] = []
    const queues = [queueOnSameDatabase(), queueOnSameDatabase(), queueOnSameDatabase()]
    for (const queue of queues) queue.every('test.tick', 60_000, async ({ slot }) => void ticks.push(slot))
    await Promise.all(queues.flatMap((queue) => [queue.runDue(), queue.runDue()]))
    expect(ticks).toHaveLength(1)
    t.clock.advance(60_000)
    await Promise.all(queues.map((queue) => queue.runDue()))
    expect(ticks).toHaveLength(2)
  })

  it('the digest is e-mailed once even when two ticks overlap', async () => {
    const { host, renter, listingId } = await hostListingAndRenter(t)
    await t.inject({
      method: 'POST',
      url: '/api/conversations/',
      headers: bearer(renter.access),
      payload: { property: listingId, message: 'Is it free in May?' },
    })
    t.clock.advance(DIGEST_DELAY_MS + 1000)
    await Promise.all([
      t.app.bookingScheduler.tick(),
      t.app.bookingScheduler.tick(),
      t.app.bookingScheduler.tick(),
    ])
    const digests = readOutbox(t.dataDir).filter(
      (mail) => mail.to.includes(host.account.email) && mail.body.includes('Is it free in May?'),
    )
    expect(digests).toHaveLength(1)
  })
})

describe('e-mail jobs', () => {
  let smtp: Server
  let slow: TTestApp
  beforeAll(async () => {
    // An SMTP server that accepts connections and never says a word.
    smtp = createServer(() => {})
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const { port } = smtp.address() as { port: number }
    slow = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  })
  afterAll(async () => {
    await slow?.app.close()
    await slow?.database.close()
    smtp?.close()
  })

  it('a request does not wait on a silent SMTP server: the e-mail is a job', async () => {
    // Requests only: the test app's usual job draining would itself wait on the silent server.
    const renter = await signUpAndLogIn({ ...slow, inject: (options) => slow.app.inject(options) })
    const started = Date.now()
    const response = await slow.app.inject({
      method: 'POST',
      url: '/api/forgot-password/',
      payload: { email: renter.account.email },
    })
    const elapsed = Date.now() - started
    expect(response.statusCode).toBeLessThan(300)
    expect(elapsed).toBeLessThan(2000)
    const queued = await slow.database.db.select().from(jobsTable).where(eq(jobsTable.name, 'mail.send'))
    expect(queued.some((job) => JSON.stringify(job.payload).includes(renter.account.email))).toBe(true)
  })
})
