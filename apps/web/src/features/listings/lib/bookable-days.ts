import { addDays, addMonths, MAX_STAY_MONTHS, minimumCheckOut } from '@demeure/shared/zod-free'

/** Days (YYYY-MM-DD, both ends included) a calendar may offer. */
export type TDayRange = { start_date: string; end_date: string }
/** A listing's free periods as the API gives them: first free night → latest check-out. */
type TFreePeriod = TDayRange

/**
 * The free nights of each period (its last check-out day is not one). The days a stay can start on
 * are fewer (the API's `check_in_dates`, where a whole month fits); the others are refused with why.
 */
export function checkInDays(free: readonly TFreePeriod[]): TDayRange[] {
  return free
    .map((period) => ({ start_date: period.start_date, end_date: addDays(period.end_date, -1) }))
    .filter((range) => range.start_date <= range.end_date)
}

/**
 * Check-outs that make a bookable stay from `checkIn`: inside the same free period (no night
 * taken by someone else) and between the shortest stay this listing allows (32 nights without a
 * CITQ number) and the longest.
 */
export function checkOutDays(free: readonly TFreePeriod[], checkIn: string, hasCitq: boolean): TDayRange[] {
  const period = free.find((item) => item.start_date <= checkIn && checkIn < item.end_date)
  if (!period) return []
  const earliest = minimumCheckOut(checkIn, hasCitq)
  const latest = addMonths(checkIn, MAX_STAY_MONTHS)
  const end = period.end_date < latest ? period.end_date : latest
  return earliest <= end ? [{ start_date: earliest, end_date: end }] : []
}
