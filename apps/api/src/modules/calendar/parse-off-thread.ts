import { runBoundedWorker, WorkerLimitError } from '../../lib/bounded-worker.ts'
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

async function runWorker(job: TParseJob, limits: typeof PARSE_LIMITS): Promise<TBusyPeriod[]> {
  let answer: TParseAnswer
  try {
    answer = await runBoundedWorker<TParseAnswer>(new URL('./parse-worker.ts', import.meta.url), job, limits)
  } catch (error) {
    if (!(error instanceof WorkerLimitError)) throw error
    throw error.limit === 'memory'
      ? new FeedError('calendar.error.parseMemory')
      : new FeedError('calendar.error.parseTimeout', { seconds: limits.timeMs / 1000 })
  }
  if ('error' in answer) throw new FeedError(answer.error.key, answer.error.params)
  return answer.periods
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
