import { addDays, daysBetween, stayProblem } from './pricing.ts'

/** API.md booking statuses. */
export const BOOKING_STATUSES = [
  'requested',
  'approved',
  'confirmed',
  'active',
  'completed',
  'declined',
  'cancelled',
  'expired',
] as const
export type TBookingStatus = (typeof BOOKING_STATUSES)[number]

export type TBookingEvent =
  | 'approve'
  | 'decline'
  | 'close'
  | 'pay'
  | 'check_in'
  | 'check_out'
  | 'cancel'
  | 'expire'

/**
 * The booking lifecycle: requested → approved (host) → confirmed (first payment) → active (from
 * check-in) → completed (after check-out); declined, cancelled and expired end it early. A stay not
 * yet paid is closed (declined) when it can no longer happen: a paid stay took its dates, or its
 * host or renter was suspended.
 */
const TRANSITIONS: Record<TBookingStatus, Partial<Record<TBookingEvent, TBookingStatus>>> = {
  requested: {
    approve: 'approved',
    decline: 'declined',
    close: 'declined',
    cancel: 'cancelled',
    expire: 'expired',
  },
  approved: { pay: 'confirmed', close: 'declined', cancel: 'cancelled', expire: 'expired' },
  confirmed: { check_in: 'active', cancel: 'cancelled' },
  active: { check_out: 'completed', cancel: 'cancelled' },
  completed: {},
  declined: {},
  cancelled: {},
  expired: {},
}

/** The status after `event`, or null when the lifecycle does not allow it. */
export function nextStatus(status: TBookingStatus, event: TBookingEvent): TBookingStatus | null {
  return TRANSITIONS[status][event] ?? null
}

/**
 * What `event` does by the lifecycle: the statuses it may move a stay from and the status it leads
 * to (each event leads to one). Services guard their updates with `from`, so no other status moves.
 */
export function bookingTransition(event: TBookingEvent): { from: TBookingStatus[]; to: TBookingStatus } {
  const from = BOOKING_STATUSES.filter((status) => nextStatus(status, event) !== null)
  const to = from[0] === undefined ? null : nextStatus(from[0], event)
  if (to === null) throw new Error(`no status allows ${event}`)
  return { from, to }
}

/** Hours a request may wait for the host, and an approval for the guest's payment. */
export const REQUEST_TTL_HOURS = 72
export const PAYMENT_TTL_HOURS = 48
/** The first payment is released to the host this long after check-in. */
export const PAYOUT_DELAY_HOURS = 48
/** Cancelling at least this many days before check-in refunds all the rent paid. */
export const FULL_REFUND_DAYS = 30

export type TRefund = {
  refundCents: number
  keptCents: number
  rule: 'full' | 'first_month_kept' | 'nothing_paid'
}

/**
 * The written cancellation policy: 30 days or more before check-in, the rent paid is refunded in
 * full; after that, the first month is kept. The service fee is never refunded.
 */
export function cancellationRefund(options: {
  today: string
  checkIn: string
  rentPaidCents: number
  monthlyRentCents: number
}): TRefund {
  if (options.rentPaidCents <= 0) return { refundCents: 0, keptCents: 0, rule: 'nothing_paid' }
  if (daysBetween(options.today, options.checkIn) >= FULL_REFUND_DAYS) {
    return { refundCents: options.rentPaidCents, keptCents: 0, rule: 'full' }
  }
  const kept = Math.min(options.rentPaidCents, options.monthlyRentCents)
  return { refundCents: options.rentPaidCents - kept, keptCents: kept, rule: 'first_month_kept' }
}

/** Days of a calendar, both ends included (YYYY-MM-DD). */
export type TDayRange = { start_date: string; end_date: string }

/**
 * The days a stay can start on: inside a free period (`start_date` its first free night, `end_date`
 * its latest check-out) and early enough that the shortest stay still ends by `end_date`, by the
 * very rule the booking check applies (stayProblem). A period shorter than that offers none.
 */
export function possibleCheckIns(free: readonly TDayRange[], today: string, hasCitq: boolean): TDayRange[] {
  const ranges: TDayRange[] = []
  for (const period of free) {
    // Judged as if booked that day, so only the stay's length and order count (not today).
    const fits = (day: string) => {
      const problem = stayProblem(day, period.end_date, day, hasCitq)
      return problem === null || problem === 'tooLong'
    }
    // A start 33 days before the end always fits (32 nights ≥ any month); later ones may too. Each
    // day is judged once (a listing's page asks this of every free period it shows).
    let last = addDays(period.end_date, -33)
    for (let next = addDays(last, 1); fits(next); next = addDays(next, 1)) last = next
    const first = period.start_date < today ? today : period.start_date
    if (first <= last) ranges.push({ start_date: first, end_date: last })
  }
  return ranges
}
