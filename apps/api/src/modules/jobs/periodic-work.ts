import type { TBookingScheduler } from '../bookings/scheduler.ts'
import type { TJobQueue } from './queue.ts'

const MINUTE = 60_000

/** The server's periodic work, and a way to run it all now. */
export type TScheduledWork = { tick(): Promise<void> }

/**
 * Registers the server's periodic jobs on the queue, each run once per period across all API
 * processes: the stays' lifecycle, the unread-message digest, the due calendar feeds, the rent due and the payouts to transfer every minute, rental documents past their retention
 * and pruning of finished jobs every hour. `tick()` runs them at once and then every job they enqueued (e-mails): tests and
 * the end-to-end test clock call it after moving time.
 */
export function registerPeriodicWork(
  jobs: TJobQueue,
  work: {
    bookings: TBookingScheduler
    messaging: { mailDigests(): Promise<unknown> }
    calendar: { syncDueFeeds(): Promise<unknown> }
    rent: { collect(): Promise<unknown> }
    extensions: { expireUnanswered(): Promise<unknown> }
    payouts: { transferDue(): Promise<unknown> }
    leases: { work(): Promise<unknown> }
    documents: { deletePastRetention(): Promise<unknown> }
    savedSearches: { mailDigests(): Promise<unknown> }
  },
): TScheduledWork {
  jobs.every('bookings.tick', MINUTE, () => work.bookings.tick())
  jobs.every('messages.digest', MINUTE, async () => {
    await work.messaging.mailDigests()
  })
  // Each feed carries its own next sync time (15 minutes plus jitter); the minute's job claims the due ones.
  jobs.every('calendar.sync', MINUTE, async () => {
    await work.calendar.syncDueFeeds()
  })
  // Later months' rent: each instalment is claimed by one statement, so overlapping runs charge it once.
  jobs.every('rent.collect', MINUTE, async () => {
    await work.rent.collect()
  })
  // Extension requests unanswered for 72 hours: each closes by a guarded update, so overlaps are harmless.
  jobs.every('extensions.expire', MINUTE, async () => {
    await work.extensions.expireUnanswered()
  })
  // Released payouts to hosts' accounts: each claimed by one statement, sent with its idempotency key.
  jobs.every('payouts.transfer', MINUTE, async () => {
    await work.payouts.transferDue()
  })
  // Lease windows and renewals: each reminder and renewal is a guarded update on the lease's term end.
  jobs.every('leases.renewals', MINUTE, async () => {
    await work.leases.work()
  })
  // Rental documents past their retention (30 days after a request without a stay, 12 months after
  // a stay): each booking is claimed with skip locked, so overlapping runs delete it once.
  jobs.every('documents.retention', 60 * MINUTE, async () => {
    await work.documents.deletePastRetention()
  })
  // Saved-search digests: each search is claimed by one statement and mailed at most once a day.
  jobs.every('saved-searches.digest', 10 * MINUTE, async () => {
    await work.savedSearches.mailDigests()
  })
  jobs.every('jobs.prune', 60 * MINUTE, () => jobs.prune())
  return {
    async tick() {
      await work.bookings.tick()
      await work.messaging.mailDigests()
      await work.calendar.syncDueFeeds()
      await work.rent.collect()
      await work.extensions.expireUnanswered()
      await work.payouts.transferDue()
      await work.leases.work()
      await work.documents.deletePastRetention()
      await work.savedSearches.mailDigests()
      await jobs.runDue(false)
    },
  }
}
