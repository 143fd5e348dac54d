import { parentPort, workerData } from 'node:worker_threads'
import { FeedError } from './feed-error.ts'
import { parseBusyPeriods } from './ics-import.ts'

/** What parse-off-thread.ts hands the worker, and what the worker answers. */
export type TParseJob = { text: string; now: number; iterations: number }
export type TParseAnswer =
  | { started: true }
  | { periods: ReturnType<typeof parseBusyPeriods> }
  | { error: { key: string; params: Record<string, string | number> } }

const job = workerData as TParseJob
let answer: TParseAnswer
// The parse's time limit runs from here: loading the worker's code is not the feed's doing.
parentPort?.postMessage({ started: true } satisfies TParseAnswer)
try {
  answer = { periods: parseBusyPeriods(job.text, new Date(job.now), { iterations: job.iterations }) }
} catch (error) {
  // parseBusyPeriods turns anything a feed causes into a FeedError; anything else is our bug and
  // surfaces as the worker's own error.
  if (!(error instanceof FeedError)) throw error
  answer = { error: { key: error.key, params: error.params } }
}
parentPort?.postMessage(answer)
