import type { TBookingStatus, TRentInstalment, TRentSchedule } from '@demeure/shared'
import type { TRentSide } from '../api/rent-side.ts'

/** What a month's chip says: the renter hears "refused, next try …", the host that the rent is late. */
export type TRentChip = 'paid' | 'due' | 'charging' | 'refused' | 'late' | 'overdue' | 'cancelled'

export function rentChip(instalment: TRentInstalment, side: TRentSide): TRentChip {
  switch (instalment.status) {
    case 'paid':
      return 'paid'
    case 'scheduled':
      return 'due'
    case 'processing':
      return 'charging'
    case 'failed':
      return side === 'guest' ? 'refused' : 'late'
    case 'overdue':
      return 'overdue'
    case 'cancelled':
      return 'cancelled'
  }
}

/** Stays that have a schedule to show: paid for, under way, or over. */
export const STAYS_WITH_RENT: readonly TBookingStatus[] = ['confirmed', 'active', 'completed']
/** Stays whose months can still be paid, and whose autopay can still change (as the API allows). */
const LIVE_STAYS: readonly TBookingStatus[] = ['confirmed', 'active']
const OPEN: readonly TRentInstalment['status'][] = ['scheduled', 'failed', 'overdue']

export const isLiveStay = (status: TBookingStatus) => LIVE_STAYS.includes(status)

/**
 * A later month the renter may pay by hand now: unpaid and no automatic charge under way. The
 * first payment (number 1) was paid at checkout (docs/product-rules.md, "Stays and prices").
 */
export function isPayableByHand(instalment: TRentInstalment, stay: TBookingStatus): boolean {
  return instalment.seq > 1 && OPEN.includes(instalment.status) && isLiveStay(stay)
}

/** The month the renter must hear about first: an overdue one, else one whose card was refused. */
export function monthNeedingAttention(schedule: TRentSchedule): TRentInstalment | undefined {
  return (
    schedule.instalments.find((month) => month.status === 'overdue') ??
    schedule.instalments.find((month) => month.status === 'failed')
  )
}

/** The next month still to be paid (being charged counts: it is not paid yet). */
export function nextUnpaid(schedule: TRentSchedule): TRentInstalment | undefined {
  return schedule.instalments.find((month) => OPEN.includes(month.status) || month.status === 'processing')
}
