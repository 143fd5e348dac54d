import {
  bookingTransition,
  nextStatus,
  PAYMENT_TTL_HOURS,
  REQUEST_TTL_HOURS,
  todayInMontreal,
} from '@demeure/shared'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import type { TSearchIndex } from '../listings/index.ts'
import type { TBookingNotices } from './notices.ts'
import { createBookingsRepository } from './repository.ts'

const HOUR = 3_600_000

/**
 * The time-based side of the lifecycle, run as a periodic job every minute (and by tests after
 * moving the clock): unanswered requests and unpaid approvals expire, confirmed stays become active
 * at check-in and completed after check-out, held payouts are released. Every step is a guarded
 * transition (`transition(id, [from], …)`), so a tick that overlaps another changes nothing twice.
 */
export function createBookingScheduler(deps: TDeps, searchIndex: TSearchIndex, notices: TBookingNotices) {
  const { db, clock } = deps

  async function tick() {
    const now = clock.now()
    const today = todayInMontreal(now)
    const repo = createBookingsRepository(db)
    const expiring = [
      ...(await repo.due('requested', {
        column: 'requestedAt',
        at: new Date(now.getTime() - REQUEST_TTL_HOURS * HOUR),
      })),
      ...(await repo.due('approved', {
        column: 'approvedAt',
        at: new Date(now.getTime() - PAYMENT_TTL_HOURS * HOUR),
      })),
    ]
    for (const booking of expiring) {
      const to = nextStatus(booking.status, 'expire')
      if (!to) continue
      const unpaid = booking.status === 'approved'
      const title = await notices.listingTitle(booking.propertyId)
      const announce = await inTransaction(db, async (tx) => {
        const row = await createBookingsRepository(tx).transition(booking.id, [booking.status], {
          status: to,
          holdsDates: false,
          closedAt: now,
        })
        if (!row) return undefined
        await searchIndex.refresh(tx, booking.propertyId)
        return notices.tell(
          tx,
          row,
          title,
          'booking_expired',
          ['guest', 'host'],
          unpaid ? 'unpaid' : undefined,
        )
      })
      await announce?.()
    }
    const checkIn = bookingTransition('check_in')
    for (const status of checkIn.from) {
      for (const booking of await repo.byStatusAndDate(status, 'checkIn', today)) {
        await repo.transition(booking.id, checkIn.from, { status: checkIn.to })
      }
    }
    const checkOut = bookingTransition('check_out')
    for (const status of checkOut.from) {
      for (const booking of await repo.byStatusAndDate(status, 'checkOut', today)) {
        await repo.transition(booking.id, checkOut.from, { status: checkOut.to, closedAt: now })
      }
    }
    for (const payout of await repo.releasablePayouts(now)) {
      await repo.updateLedger(payout.id, { status: 'released' })
    }
  }

  return { tick }
}
export type TBookingScheduler = ReturnType<typeof createBookingScheduler>
