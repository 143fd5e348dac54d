import { BUSINESS_TIME_ZONE, pageUrl, todayInMontreal } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { announceAll, type TAnnounce } from '../notifications/index.ts'
import type { TEngineDocument, TListingChange, TListingChangeListener } from '../search/index.ts'
import { createAccounts } from '../users/index.ts'
import { alertMail, type TAlertedHome } from './alert-mail.ts'
import { newlyMatchedSearches } from './matching.ts'
import { createSavedSearchesRepository } from './repository.ts'
import type { TSavedSearchRow } from './tables.ts'
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts'

export const MATCH_JOB = 'saved-searches.match'
/** Searches claimed per digest transaction. */
const DIGEST_BATCH = 20
/** Digests go out from this hour of the day in Montréal (nobody is woken at 3 a.m.). */
export const DIGEST_HOUR = 8

/** The change feed of the search module: listen in the change's transaction, read a document. */
export type TListingChangeFeed = {
  listen(listener: TListingChangeListener): void
  /** On `db` when given (a transaction in progress: PGlite has one connection). */
  documentOf(listingId: number, db?: TDb): Promise<TEngineDocument | undefined>
}

/** One more alert told from a change's job, after the saved searches (e.g. the home's savers). */
export type TChangeStep = (change: TListingChange, after: TEngineDocument) => Promise<void>

const hourInMontreal = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now),
  )

const homeOf = (doc: TEngineDocument, reason: string): TAlertedHome => ({
  listingId: doc.listingId,
  title: doc.title,
  titleFr: doc.titleFr,
  city: doc.addressCity,
  priceCents: doc.priceCents,
  reason,
})

/**
 * Saved-search alerts. Each listing change that can make a home newly match (search module,
 * listing-changes.ts) becomes a durable job in the change's own transaction; the job, run once by
 * whichever process claims it, reads the searches the prefilter index gives for the home and lets
 * the engine's predicate decide which match now and did not before. Each (search, home) is
 * recorded once ever; an `instant` search is told at once (in-app, and by e-mail unless it had
 * one today), the rest waits for the daily digest (`mailDigests`). The same job then runs the
 * `alsoTell` steps (saved homes' alerts: favourites/alerts.ts), so a change is read once.
 */
export function createSavedSearchAlerts(deps: TDeps, feed: TListingChangeFeed, alsoTell: TChangeStep[] = []) {
  const tokens = createUnsubscribeTokens(deps.config.jwtSecret)
  const today = () => todayInMontreal(deps.clock.now())

  async function mail(tx: TDb, search: TSavedSearchRow, homes: TAlertedHome[], kind: 'instant' | 'digest') {
    const user = await createAccounts(tx).findById(search.userId)
    if (!user) return
    const message = alertMail({
      user,
      search,
      homes,
      kind,
      publicUrl: deps.config.publicUrl,
      unsubscribeToken: tokens.tokenOf(search.id),
    })
    await deps.mailer.send(message, tx)
    await createSavedSearchesRepository(tx).setMailedOn(search.id, today())
  }

  const notice = (tx: TDb, search: TSavedSearchRow, home: TAlertedHome) =>
    deps.notifier.notify(tx, {
      userId: search.userId,
      kind: 'saved_search_match',
      params: { title: home.title, title_fr: home.titleFr ?? '', search: search.name },
      link: pageUrl.listing(home.listingId),
      email: false,
    })

  /** Records the alert (once ever) and tells an instant search at once; false when told already. */
  async function tell(search: { id: number }, home: TAlertedHome) {
    let announce: TAnnounce | undefined
    await inTransaction(deps.db, async (tx) => {
      const txRepo = createSavedSearchesRepository(tx)
      // Locked first: two processes telling the same search take turns, so one e-mail a day holds.
      const locked = await txRepo.lockSearch(search.id)
      if (!locked || locked.unsubscribedAt) return
      const alertId = await txRepo.recordAlert(locked.id, home.listingId, home.reason, deps.clock.now())
      if (alertId === undefined || locked.frequency !== 'instant') return
      announce = await notice(tx, locked, home)
      if (locked.lastMailedOn === today()) return
      await mail(tx, locked, [home], 'instant')
      await txRepo.markSent([alertId], deps.clock.now())
    })
    await announce?.()
  }

  /** The job of one change: the searches the home newly matches, each told once. */
  async function matchChange(change: TListingChange) {
    const after = await feed.documentOf(change.listingId)
    if (!after) return
    const home = homeOf(after, change.reason)
    for await (const searches of newlyMatchedSearches(deps.db, after, change.before))
      for (const search of searches) await tell(search, home)
    for (const step of alsoTell) await step(change, after)
  }

  deps.jobs.define<TListingChange>(MATCH_JOB, (change) => matchChange(change))
  feed.listen((tx, change) => deps.jobs.enqueue(tx, MATCH_JOB, change))

  return {
    tokens,
    matchChange,
    /**
     * One e-mail per search with alerts not yet e-mailed and no e-mail today, from DIGEST_HOUR in
     * Montréal: the daily searches' digest, and an instant search's homes after its first e-mail
     * of a day. Each search is claimed by one process (`skip locked`) in the transaction that
     * marks its alerts sent.
     */
    async mailDigests() {
      if (hourInMontreal(deps.clock.now()) < DIGEST_HOUR) return 0
      let sent = 0
      for (;;) {
        const announcements: TAnnounce[] = []
        const claimed = await inTransaction(deps.db, async (tx) => {
          const txRepo = createSavedSearchesRepository(tx)
          const searches = await txRepo.claimDigests(today(), DIGEST_BATCH)
          for (const search of searches) {
            const alerts = await txRepo.unsentAlerts(search.id)
            const homes: TAlertedHome[] = []
            for (const alert of alerts) {
              // A home unpublished since is not offered any more.
              const doc = await feed.documentOf(alert.propertyId, tx)
              if (doc) homes.push(homeOf(doc, alert.reason))
            }
            if (homes.length > 0) {
              if (search.frequency === 'daily')
                for (const home of homes) announcements.push(await notice(tx, search, home))
              await mail(tx, search, homes, 'digest')
              sent += 1
            }
            await txRepo.markSent(
              alerts.map((alert) => alert.id),
              deps.clock.now(),
            )
          }
          return searches.length
        })
        await announceAll(announcements)()
        if (claimed === 0) return sent
      }
    },
  }
}
export type TSavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>
