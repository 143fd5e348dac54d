import { centsToDecimal, pageUrl, todayInMontreal } from '@demeure/shared'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { createUnsubscribeLinks } from '../../lib/unsubscribe-links.ts'
import type { TAnnounce } from '../notifications/index.ts'
import type { TEngineDocument } from '../search/index.ts'
import { dayNumber, holdsNights, type TListingChange } from '../search/index.ts'
import { createAccounts } from '../users/index.ts'
import { favouriteAlertMail, type TFavouriteAlertReason } from './alert-mail.ts'
import { createFavouriteAlertsRepository } from './alerts-repository.ts'
import type { TFavouriteRow } from './tables.ts'

/** Savers read per query while telling one change. */
const SAVERS_PAGE = 500
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** The one-click unsubscribe of one saved home's alerts: its user and listing, signed. */
export function createFavouriteUnsubscribeLinks(secret: string) {
  const links = createUnsubscribeLinks(secret, 'favourite-unsubscribe', new RegExp(`^${UUID}_\\d{1,10}$`))
  return {
    tokenOf: (userId: string, listingId: number) => links.tokenOf(`${userId}_${listingId}`),
    /** The saved home a token names, or undefined when it is not one of ours. */
    favouriteOf(token: string) {
      const [userId = '', listingId = ''] = links.subjectOf(token)?.split('_') ?? []
      return userId ? { userId, listingId: Number(listingId) } : undefined
    },
  }
}

export type TFavouriteUnsubscribeLinks = ReturnType<typeof createFavouriteUnsubscribeLinks>

/** Why this saver hears of the change: a lower price, or their wanted nights free now and not before. */
function reasonFor(
  saver: TFavouriteRow,
  before: TEngineDocument,
  after: TEngineDocument,
): TFavouriteAlertReason | null {
  if (after.priceCents < before.priceCents) return 'price_lowered'
  if (!saver.checkIn || !saver.checkOut) return null
  const from = dayNumber(saver.checkIn)
  const to = dayNumber(saver.checkOut)
  return holdsNights(after.freeDays, from, to) && !holdsNights(before.freeDays, from, to)
    ? 'dates_freed'
    : null
}

/**
 * Saved-home alerts, told from the saved-search alerts' job (saved-searches/alerts.ts): the same
 * change feed and the same durable job, one more step. A saver hears when the home's monthly price
 * drops, or when the nights of their wanted dates become free; in-app each time, by e-mail at most
 * once a day per saved home. Each (saver, change) is recorded once ever (the change's id): a job
 * run twice, or by two processes, tells nobody twice.
 */
export function createFavouriteAlerts(deps: TDeps) {
  const links = createFavouriteUnsubscribeLinks(deps.config.jwtSecret)
  const today = () => todayInMontreal(deps.clock.now())

  async function tell(
    saver: TFavouriteRow,
    change: TListingChange & { changeId: string },
    after: TEngineDocument,
    reason: TFavouriteAlertReason,
  ) {
    let announce: TAnnounce | undefined
    await inTransaction(deps.db, async (tx) => {
      const repo = createFavouriteAlertsRepository(tx)
      // Locked first: two processes telling the same saver take turns, so one e-mail a day holds.
      const locked = await repo.lock(saver.userId, saver.propertyId)
      if (!locked || locked.alertsOffAt) return
      if (!(await repo.record(locked.userId, locked.propertyId, change.changeId, reason, deps.clock.now())))
        return
      announce = await deps.notifier.notify(tx, {
        userId: locked.userId,
        kind: 'favourite_alert',
        params: {
          variant: reason,
          title: after.title,
          title_fr: after.titleFr ?? '',
          amount: centsToDecimal(after.priceCents),
          check_in: locked.checkIn ?? '',
          check_out: locked.checkOut ?? '',
        },
        link: pageUrl.listing(after.listingId),
        email: false,
      })
      if (locked.lastMailedOn === today()) return
      const user = await createAccounts(tx).findById(locked.userId)
      if (!user) return
      const mail = favouriteAlertMail({
        user,
        favourite: locked,
        home: after,
        reason,
        publicUrl: deps.config.publicUrl,
        unsubscribeToken: links.tokenOf(locked.userId, locked.propertyId),
      })
      await deps.mailer.send(mail, tx)
      await repo.setMailedOn(locked.userId, locked.propertyId, today())
    })
    await announce?.()
  }

  return {
    links,
    /** Tells the home's savers of a change that lowered its price or freed nights (nothing else). */
    async tellSavers(change: TListingChange, after: TEngineDocument) {
      const { before, changeId } = change
      // A newly published home was in nobody's saved list; a change with no id is from an older job.
      if (!before || !changeId) return
      const repo = createFavouriteAlertsRepository(deps.db)
      for (let afterUserId = '00000000-0000-0000-0000-000000000000'; ; ) {
        const savers = await repo.saversOf(after.listingId, afterUserId, SAVERS_PAGE)
        if (savers.length === 0) return
        afterUserId = (savers.at(-1) as TFavouriteRow).userId
        for (const saver of savers) {
          const reason = reasonFor(saver, before, after)
          if (reason) await tell(saver, { ...change, changeId }, after, reason)
        }
      }
    },
  }
}
export type TFavouriteAlerts = ReturnType<typeof createFavouriteAlerts>
