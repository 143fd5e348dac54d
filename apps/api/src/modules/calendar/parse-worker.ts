import { runJob } from '../../lib/bounded-worker.ts'
import { FeedError } from './feed-error.ts'
import { parseBusyPeriods } from './ics-import.ts'

/** What parse-off-thread.ts hands the worker, and what the worker answers. */
export type TParseJob = { text: string; now: number; iterations: number }
export type TParseAnswer =
  | { periods: ReturnType<typeof parseBusyPeriods> }
  | { error: { key: string; params: Record<string, string | number> } }

await runJob<TParseJob, TParseAnswer>((job) => {
  try {
    return { periods: parseBusyPeriods(job.text, new Date(job.now), { iterations: job.iterations }) }
  } catch (error) {
    // parseBusyPeriods turns anything a feed causes into a FeedError; anything else is our bug and
    // surfaces as the worker's own error.
    if (!(error instanceof FeedError)) throw error
    return { error: { key: error.key, params: error.params } }
  }
})
