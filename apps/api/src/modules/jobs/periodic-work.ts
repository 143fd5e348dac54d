export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

/**
 * Every module's periodic job, in the order `tick()` runs them. Each module registers its own job
 * (`jobs.periodic(name, …)` from its index.ts), so the order cannot follow app.ts's creation order:
 * a stay's lifecycle runs before the digests that report it, rent is collected before payouts
 * are transferred, and so on, as tests and the end-to-end test clock expect after moving time.
 */
export const PERIODIC_JOBS = [
  'bookings.tick',
  'messages.digest',
  'calendar.sync',
  'rent.collect',
  'extensions.expire',
  'payouts.transfer',
  'leases.renewals',
  'documents.retention',
  'saved-searches.digest',
] as const
export type TPeriodicJob = (typeof PERIODIC_JOBS)[number]

/** The server's periodic work, and a way to run it all now. */
export type TScheduledWork = { tick(): Promise<void> }
