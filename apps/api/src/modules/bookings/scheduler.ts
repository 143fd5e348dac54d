import { PAYMENT_TTL_HOURS, REQUEST_TTL_HOURS, todayInMontreal } from '@demeure/shared'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import type { TSearchIndex } from '../properties/service.ts'
import type { TBookingNotices } from './notices.ts'
import { createBookingsRepository } from './repository.ts'

const HOUR = 3_600_000

/**
 * The time-based side of the lifecycle, run by the server every minute (and by tests after moving
 * the clock): unanswered requests and unpaid approvals expire, confirmed stays become active at
 * check-in and completed after check-out, held payouts are released.
 */
export function createBookingScheduler(
  deps: TDeps,
  searchIndex: TSearchIndex,
  notices: TBookingNotices,
  /** Other periodic work of the server (e-mail digests), run after the bookings' own. */
  tasks: (() => Promise<unknown>)[] = [],
) {
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
      const moved = await inTransaction(db, async (tx) => {
        const row = await createBookingsRepository(tx).transition(booking.id, [booking.status], {
          status: 'expired',
          holdsDates: false,
          closedAt: now,
        })
        if (row) await searchIndex.refresh(tx, booking.propertyId)
        return row
      })
      const unpaid = booking.status === 'approved'
      if (moved)
        await notices.tell(moved, 'booking_expired', ['guest', 'host'], unpaid ? 'unpaid' : undefined)
    }
    for (const booking of await repo.byStatusAndDate('confirmed', 'checkIn', today)) {
      await repo.transition(booking.id, ['confirmed'], { status: 'active' })
    }
    for (const booking of await repo.byStatusAndDate('active', 'checkOut', today)) {
      await repo.transition(booking.id, ['active'], { status: 'completed', closedAt: now })
    }
    for (const payout of await repo.releasablePayouts(now)) {
      await repo.updateLedger(payout.id, { status: 'released' })
    }
    for (const task of tasks) await task()
  }

  let timer: NodeJS.Timeout | undefined
  return {
    tick,
    start(intervalMs: number, onError: (error: unknown) => void) {
      timer = setInterval(() => {
        tick().catch(onError)
      }, intervalMs)
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
    },
  }
}
export type TBookingScheduler = ReturnType<typeof createBookingScheduler>
