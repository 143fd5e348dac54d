import { addDays, centsToDecimal, RENT_RETRY_DAYS, type TRentInstalment } from '@demeure/shared'
import type { TBookingRow } from '../bookings/index.ts'
import type { TRentInstalmentRow } from './tables.ts'

/**
 * A confirmed stay's instalments from the price locked at its request: the first (first month and
 * the fee) was just paid at checkout; each later month, and the extra days, waits for its due date.
 */
export function instalmentsOf(booking: Pick<TBookingRow, 'id' | 'schedule'>, paidAt: Date) {
  return booking.schedule.map((entry, index) => ({
    bookingId: booking.id,
    seq: index + 1,
    dueDate: entry.dueDate,
    amountCents: entry.amountCents,
    status: index === 0 ? 'paid' : 'scheduled',
    nextAttemptOn: entry.dueDate,
    paidAt: index === 0 ? paidAt : null,
  }))
}

/** After a refused automatic charge: the day of the next try, or undefined after the last one. */
export function nextTryAfter(instalment: Pick<TRentInstalmentRow, 'dueDate' | 'attempts'>) {
  const offset = RENT_RETRY_DAYS[instalment.attempts]
  return offset === undefined ? undefined : addDays(instalment.dueDate, offset)
}

const FAILURES = new Set(['declined', 'authentication_required', 'no_card'])

export function instalmentWire(row: TRentInstalmentRow, receiptId: string | null = null): TRentInstalment {
  const isWaiting = row.status === 'scheduled' || row.status === 'failed'
  return {
    seq: row.seq,
    due_date: row.dueDate,
    amount: centsToDecimal(row.amountCents),
    status: row.status as TRentInstalment['status'],
    attempts: row.attempts,
    next_attempt_on: isWaiting ? row.nextAttemptOn : null,
    paid_at: row.paidAt?.toISOString() ?? null,
    last_failure:
      row.lastFailure && FAILURES.has(row.lastFailure)
        ? (row.lastFailure as NonNullable<TRentInstalment['last_failure']>)
        : null,
    receipt_id: receiptId,
  }
}
