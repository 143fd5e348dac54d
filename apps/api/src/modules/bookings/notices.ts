import { centsToDecimal, type TNotificationKind } from '@demeure/shared'
import type { TBookingRow } from '../../db/schema/index.ts'
import type { TDeps } from '../../deps.ts'
import type { TSearchService } from '../search/service.ts'
import { createUsersRepository } from '../users/repository.ts'

type TAudience = 'guest' | 'host'

/** Where each side follows its stays in the web app; a review is read (and answered) on the house page. */
function bookingLink(to: TAudience, row: TBookingRow, kind: TNotificationKind) {
  if (kind === 'review_received') return `/House/${row.propertyId}`
  return to === 'host' ? `/cohost-panel/bookings?property=${row.propertyId}` : '/user-panel/reservations'
}

/**
 * Tells the guest and the host of a stay what happened to it: a notice (in-app and e-mail) to the
 * side concerned and a live `booking` event to both, so open panels refresh.
 */
export function createBookingNotices(deps: TDeps, search: Pick<TSearchService, 'cards'>) {
  const users = createUsersRepository(deps.db)

  async function paramsOf(row: TBookingRow) {
    const [card] = (await search.cards([row.propertyId])).values()
    const guest = await users.findById(row.guestId)
    return {
      title: card?.title ?? '',
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
    async tell(
      row: TBookingRow,
      kind: TNotificationKind,
      audiences: TAudience[],
      variant?: string,
      extra: Record<string, string | number> = {},
    ) {
      const params = { ...(await paramsOf(row)), ...extra }
      for (const to of audiences) {
        const audienceVariant = kind === 'booking_paid' ? to : variant
        await deps.notifier.notify({
          userId: to === 'host' ? row.hostId : row.guestId,
          kind,
          link: bookingLink(to, row, kind),
          params: audienceVariant ? { ...params, variant: audienceVariant } : params,
        })
      }
      for (const userId of [row.guestId, row.hostId]) {
        await deps.notifier.publish(userId, 'booking', { booking_id: row.id, status: row.status })
      }
    },
  }
}
export type TBookingNotices = ReturnType<typeof createBookingNotices>
