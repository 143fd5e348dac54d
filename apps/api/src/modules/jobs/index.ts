// The jobs module's door (decision 029): the durable queue other modules enqueue on and register
// their periodic work with, and the mail jobs every notice goes through. It has no routes; core.ts
// builds the queue into deps.
export type { TQueuedMailer } from './mail-jobs.ts'
export type { TPeriodicJob, TScheduledWork } from './periodic-work.ts'
export { HOUR, MINUTE, PERIODIC_JOBS } from './periodic-work.ts'
export type { TJobQueue } from './queue.ts'
export { registerQueueUpkeep } from './queue.ts'
