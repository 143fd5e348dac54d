import { centsToDecimal, pageUrl, type TNotificationKind } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import type { TDeps } from '../../deps.ts'
import type { TMailAttachment } from '../../plugins/mailer/mailer.ts'
import { announceAll, listingTitleParams, type TAnnounce } from '../notifications/index.ts'
import type { TSearchService } from '../search/index.ts'
import { createAccounts } from '../users/index.ts'
import type { TBookingRow } from './tables.ts'

type TAudience = 'guest' | 'host'

/** Kinds whose text differs for the guest and the host (their variant is the audience). */
const PER_AUDIENCE = new Set<TNotificationKind>(['booking_paid', 'lease_ready', 'rent_paid', 'rent_overdue'])

/** A listing's titles as notices store them (notifications/notice-params.ts). */
export type TListingTitle = ReturnType<typeof listingTitleParams>

/** Where each side follows its stays in the web app; a review is read (and answered) on the listing page. */
function bookingLink(to: TAudience, row: TBookingRow, kind: TNotificationKind) {
  if (kind === 'review_received') return pageUrl.listing(row.propertyId)
  return to === 'host' ? pageUrl.hostBookings(row.propertyId) : pageUrl.reservations()
}

/**
 * Tells the guest and the host of a stay what happened to it: a notice (in-app and e-mail) to the
 * side concerned and a live `booking` event to both, so open panels refresh.
 */
export function createBookingNotices(deps: TDeps, search: Pick<TSearchService, 'cards'>) {
  /**
   * Everything is read on the stay's transaction, never on a second connection: PGlite would wait
   * for that transaction to end (forever), and a pool could run out of connections under load.
   * The listing's title comes from before the transaction (`listingTitle`).
   */
  async function paramsOf(tx: TDb, row: TBookingRow, title: TListingTitle) {
    const guest = await createAccounts(tx).findById(row.guestId)
    return {
      ...title,
      guest: guest ? `${guest.firstName} ${guest.lastName}`.trim() || guest.username : '',
      check_in: row.checkIn,
      check_out: row.checkOut,
      // Stored raw: each reader sees them in their own format (notifications/notice-params.ts).
      due_now: centsToDecimal(row.dueNowCents),
      amount: centsToDecimal(row.dueNowCents),
      refund: centsToDecimal(row.refundCents ?? 0),
    }
  }

  return {
    /**
     * The titles the notices of a stay show (English and, if written, French; each reader sees
     * theirs): its listing's search card, read before the stay's transaction.
     */
    async listingTitle(listingId: number): Promise<TListingTitle> {
      const [card] = (await search.cards([listingId])).values()
      return listingTitleParams(card)
    },

    /**
     * Writes the notices in `tx`, the transaction that changed the stay; run the returned
     * announcement after it commits (the notices' and both sides' `booking` live events).
     */
    async tell(
      tx: TDb,
      row: TBookingRow,
      title: TListingTitle,
      kind: TNotificationKind,
      audiences: TAudience[],
      variant?: string,
      extra: Record<string, string | number> = {},
      attachments?: TMailAttachment[],
    ): Promise<TAnnounce> {
      const params = { ...(await paramsOf(tx, row, title)), ...extra }
      // Both sides' notices in one call: their rows, and then their e-mails, are one statement each.
      const notices = audiences.map((to) => {
        const audienceVariant = PER_AUDIENCE.has(kind) ? to : variant
        return {
          userId: to === 'host' ? row.hostId : row.guestId,
          kind,
          link: bookingLink(to, row, kind),
          params: audienceVariant ? { ...params, variant: audienceVariant } : params,
          ...(attachments ? { attachments } : {}),
        }
      })
      const announcements: TAnnounce[] = [await deps.notifier.notify(tx, ...notices)]
      announcements.push(async () => {
        for (const userId of [row.guestId, row.hostId]) {
          await deps.notifier.publish(userId, {
            name: 'booking',
            data: { booking_id: row.id, status: row.status },
          })
        }
      })
      return announceAll(announcements)
    },
  }
}
export type TBookingNotices = ReturnType<typeof createBookingNotices>
