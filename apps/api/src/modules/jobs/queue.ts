import type { TDb } from '../../db/client.ts'
import type { TClock } from '../../lib/clock.ts'
import { HOUR, PERIODIC_JOBS, type TPeriodicJob } from './periodic-work.ts'
import { createJobsRepository } from './repository.ts'
import type { TJobRow } from './tables.ts'

export type TJobHandler<P = unknown> = (payload: P, job: TJobRow) => Promise<void>

export type TJobOptions = {
  /** Do not run before this instant (default: now). */
  runAt?: Date
  /** At most one job with this key, ever: enqueuing it again does nothing. */
  singletonKey?: string
  maxAttempts?: number
}

export type TJobQueue = ReturnType<typeof createJobQueue>

/** How long a claimed job stays reserved to its process; past it (the process died), others retry it. */
const LEASE_MS = 5 * 60_000
/** Finished jobs are kept this long (the periodic slots they hold stop a slow process re-running them). */
const KEEP_DONE_MS = 24 * 3_600_000

/** Exponential backoff: 10 s, 20 s, 40 s … capped at one hour. */
export function backoffMs(attempts: number) {
  return Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1))
}

/**
 * A durable job queue in the application's own database (PostgreSQL or embedded PGlite alike).
 *
 * - `enqueue(tx, name, payload)` inserts the job in the caller's transaction: it exists if and only
 *   if the change commits, and is never lost after the commit.
 * - `every(name, ms, handler)` registers a periodic job: each period gets one job whose singleton
 *   key names the period, so with N processes each period runs once.
 * - Workers claim due jobs with `for update skip locked` (never the same job in two processes),
 *   retry failures with exponential backoff, and take over jobs whose process died after a lease.
 */
export function createJobQueue(options: {
  db: TDb
  clock: TClock
  log: (error: unknown, message: string) => void
  /** How many due jobs one poll claims. */
  batchSize?: number
}) {
  const { db, clock } = options
  const repo = createJobsRepository(db)
  const handlers = new Map<string, TJobHandler>()
  const periodic = new Map<string, number>()
  /** The modules' periodic work, which `tick()` runs in PERIODIC_JOBS's order. */
  const periodicWork = new Map<TPeriodicJob, () => Promise<unknown>>()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let isStopped = true

  function define<P>(name: string, handler: TJobHandler<P>) {
    if (handlers.has(name)) throw new Error(`job "${name}" is defined twice`)
    handlers.set(name, handler as TJobHandler)
  }

  /** The row of one job of a defined kind (a job nothing can run is a bug, not a retry). */
  function jobRow(name: string, payload: unknown, jobOptions: TJobOptions = {}) {
    if (!handlers.has(name)) throw new Error(`job "${name}" has no handler`)
    return {
      name,
      payload: payload ?? {},
      runAt: jobOptions.runAt ?? clock.now(),
      singletonKey: jobOptions.singletonKey,
      maxAttempts: jobOptions.maxAttempts,
    }
  }

  async function enqueue(tx: TDb, name: string, payload: unknown = {}, jobOptions: TJobOptions = {}) {
    await createJobsRepository(tx).insert(jobRow(name, payload, jobOptions))
  }

  /** Jobs of one kind due now, inserted in one statement (a change's e-mails, say). */
  async function enqueueAll(tx: TDb, name: string, payloads: unknown[]) {
    await createJobsRepository(tx).insert(...payloads.map((payload) => jobRow(name, payload)))
  }

  /** Inserts the current period's job of each periodic task (a no-op when another process did). */
  async function schedulePeriodic() {
    const now = clock.now().getTime()
    for (const [name, everyMs] of periodic) {
      const slot = Math.floor(now / everyMs) * everyMs
      await enqueue(
        db,
        name,
        { slot },
        { runAt: new Date(slot), singletonKey: `${name}@${slot}`, maxAttempts: 3 },
      )
    }
  }

  async function claim(limit: number): Promise<TJobRow[]> {
    const now = clock.now()
    return repo.claimDue(now, limit, new Date(now.getTime() + LEASE_MS))
  }

  async function finish(job: TJobRow, error?: unknown) {
    const now = clock.now()
    if (!error) {
      await repo.markDone(job.id, now)
      return
    }
    options.log(error, `job ${job.name} #${job.id} failed (attempt ${job.attempts}/${job.maxAttempts})`)
    const lastError = String((error as Error)?.stack ?? error).slice(0, 2000)
    const isFinal = job.attempts >= job.maxAttempts
    await repo.markFailed(
      job.id,
      now,
      lastError,
      isFinal ? undefined : new Date(now.getTime() + backoffMs(job.attempts)),
    )
  }

  async function runOne(job: TJobRow) {
    const handler = handlers.get(job.name)
    try {
      if (!handler) throw new Error(`no handler for job "${job.name}" in this process`)
      await handler(job.payload, job)
      await finish(job)
    } catch (error) {
      await finish(job, error).catch((failure) => options.log(failure, 'job state not saved'))
    }
  }

  /** Runs every job due now, batch after batch, until none is left; answers how many ran. */
  async function drain(withPeriodic: boolean): Promise<number> {
    if (withPeriodic) await schedulePeriodic()
    let total = 0
    for (;;) {
      const batch = await claim(options.batchSize ?? 10)
      if (batch.length === 0) break
      await Promise.all(batch.map(runOne))
      total += batch.length
    }
    return total
  }

  /** Registers a handler run once per period across all processes. */
  function every<P = { slot: number }>(name: string, everyMs: number, handler: TJobHandler<P>) {
    define(name, handler)
    periodic.set(name, everyMs)
  }

  /** Runs what is due now, starting after any poll in progress (so a job committed before the call is seen). */
  async function runDue(withPeriodic = true) {
    while (running) await running.catch(() => {})
    return poll(withPeriodic)
  }

  /** One poll at a time per process: a slow poll delays the next instead of overlapping it. */
  function poll(withPeriodic = true) {
    running ??= drain(withPeriodic).finally(() => {
      running = undefined
    })
    return running
  }

  return {
    define,
    enqueue,
    enqueueAll,
    every,
    /**
     * Runs what is due now, starting after any poll in progress (so a job committed before the call
     * is seen). Tests call it after each request; `withPeriodic: false` leaves the periodic ticks
     * to the test, which drives time by hand.
     */
    runDue,
    /**
     * A module's periodic job: run once per period across all processes (`every`), and by `tick()`
     * at its place in PERIODIC_JOBS, whatever order the modules registered in.
     */
    periodic(name: TPeriodicJob, everyMs: number, run: () => Promise<unknown>) {
      every(name, everyMs, async () => {
        await run()
      })
      periodicWork.set(name, run)
    },
    /**
     * Runs every module's periodic work now, in PERIODIC_JOBS's order, then every job it enqueued
     * (e-mails): tests and the end-to-end test clock call it after moving time.
     */
    async tick() {
      for (const name of PERIODIC_JOBS) await periodicWork.get(name)?.()
      await runDue(false)
    },
    /** Deletes finished jobs past their keeping time, and failed ones a week later. */
    async prune() {
      const now = clock.now().getTime()
      await repo.deleteFinishedBefore(new Date(now - KEEP_DONE_MS), new Date(now - 7 * KEEP_DONE_MS))
    },
    start(pollMs: number) {
      isStopped = false
      const loop = () => {
        if (isStopped) return
        poll()
          .catch((error) => options.log(error, 'job poll failed'))
          .finally(() => {
            if (!isStopped) timer = setTimeout(loop, pollMs)
          })
      }
      timer = setTimeout(loop, 0)
    },
    /** Stops polling and waits for the jobs in hand to finish (graceful shutdown). */
    async stop() {
      isStopped = true
      if (timer) clearTimeout(timer)
      await running?.catch(() => {})
    },
  }
}

/** The queue's own upkeep: finished jobs are pruned every hour, once across all API processes. */
export function registerQueueUpkeep(jobs: TJobQueue) {
  jobs.every('jobs.prune', HOUR, () => jobs.prune())
}
