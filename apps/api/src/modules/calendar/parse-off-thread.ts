import { Worker } from 'node:worker_threads'
import { FeedError } from './feed-error.ts'
import type { TBusyPeriod } from './ics-import.ts'
import type { TParseAnswer, TParseJob } from './parse-worker.ts'
import { ITERATION_BUDGET } from './recurrence.ts'

/**
 * What reading one feed may take. The iteration budget bounds what the rules ask for; these bound
 * what nothing else does (an RRULE that ical.js never finishes expanding, a parse tree too big):
 * 5 s of wall clock from the moment the worker starts parsing (a real feed needs well under one),
 * and a heap of 256 MB (a 2 MB feed of 23,000 events needs about 80 MB). Loading the worker's code
 * takes 0.3–0.6 s on an idle machine and several seconds on a loaded one; it has its own, generous
 * limit, so a busy machine never makes a good feed fail.
 */
export const PARSE_LIMITS = { timeMs: 5_000, startMs: 60_000, memoryMb: 256, iterations: ITERATION_BUDGET }

/**
 * Parse workers running at once in this process: each takes a core while it runs, and the sync
 * fetches 4 feeds at a time. Every API process bounds its own; a feed is claimed by one process at a
 * time (SKIP LOCKED), so N processes parse at most 2N feeds at once, never one feed twice.
 */
const MAX_PARALLEL_PARSES = 2

let running = 0
const waiting: (() => void)[] = []

async function takeSlot() {
  if (running < MAX_PARALLEL_PARSES) {
    running += 1
    return
  }
  await new Promise<void>((resolve) => waiting.push(resolve))
}

/** The slot passes straight to the next waiter, so `running` never drops below the queue's need. */
function freeSlot() {
  const next = waiting.shift()
  if (next) next()
  else running -= 1
}

function runWorker(job: TParseJob, limits: typeof PARSE_LIMITS): Promise<TBusyPeriod[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    })
    let isSettled = false
    // Settles once the worker is gone, so a slot is free only when its thread is.
    const settle = (outcome: () => void) => {
      if (isSettled) return
      isSettled = true
      clearTimeout(timer)
      void worker.terminate().then(outcome, outcome)
    }
    const timeOut = () =>
      settle(() => reject(new FeedError('calendar.error.parseTimeout', { seconds: limits.timeMs / 1000 })))
    let timer = setTimeout(timeOut, limits.startMs)
    worker.on('message', (answer: TParseAnswer) => {
      if ('started' in answer) {
        clearTimeout(timer)
        timer = setTimeout(timeOut, limits.timeMs)
        return
      }
      settle(() =>
        'error' in answer
          ? reject(new FeedError(answer.error.key, answer.error.params))
          : resolve(answer.periods),
      )
    })
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new FeedError('calendar.error.parseMemory') : error,
        ),
      ),
    )
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The calendar parse worker exited (code ${code}) without an answer`))),
    )
  })
}

/**
 * parseBusyPeriods in a worker thread: whatever a feed holds, the event loop stays free (health
 * checks, other requests), and a feed past the time or memory limit is that feed's error.
 */
export async function parseOffThread(
  text: string,
  now: Date,
  limits: typeof PARSE_LIMITS = PARSE_LIMITS,
): Promise<TBusyPeriod[]> {
  await takeSlot()
  try {
    return await runWorker({ text, now: now.getTime(), iterations: limits.iterations }, limits)
  } finally {
    freeSlot()
  }
}
