import { MAX_STAY_MONTHS, MIN_STAY_MONTHS } from './constants/business.ts'
import { serviceFeeCents } from './money.ts'

/** Date-only arithmetic on YYYY-MM-DD strings, in UTC so no time zone can shift a day. */
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`)
const toIso = (date: Date) => date.toISOString().slice(0, 10)

/** The same day `months` later; a day missing in the target month becomes its last day (Jan 31 → Feb 28). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return toIso(date)
}

export function addDays(iso: string, days: number): string {
  const date = toDate(iso)
  date.setUTCDate(date.getUTCDate() + days)
  return toIso(date)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000)
}

export type TStayProblem = 'checkInPast' | 'checkOutBeforeCheckIn' | 'tooShort' | 'tooLong'

/** Why a stay is not allowed, or null. */
export function stayProblem(checkIn: string, checkOut: string, today: string): TStayProblem | null {
  if (checkIn < today) return 'checkInPast'
  if (checkOut <= checkIn) return 'checkOutBeforeCheckIn'
  if (checkOut < addMonths(checkIn, MIN_STAY_MONTHS)) return 'tooShort'
  if (checkOut > addMonths(checkIn, MAX_STAY_MONTHS)) return 'tooLong'
  return null
}

export type TQuote = {
  months: number
  extraDays: number
  monthlyRentCents: number
  rentTotalCents: number
  serviceFeeCents: number
  dueNowCents: number
  schedule: { dueDate: string; amountCents: number }[]
}

/**
 * The price of a stay: whole months at the monthly rent, extra days at rent/30 a day; the 12% fee
 * on the first month; due now = first month + fee; each later month due on its monthly date.
 */
export function quoteStay(
  monthlyRentCents: number,
  checkIn: string,
  checkOut: string,
  today: string,
): TQuote {
  let months = 0
  while (addMonths(checkIn, months + 1) <= checkOut) months += 1
  const extraDays = daysBetween(addMonths(checkIn, months), checkOut)
  const extraCents = Math.round((monthlyRentCents * extraDays) / 30)
  const fee = serviceFeeCents(monthlyRentCents)
  const schedule = [{ dueDate: today, amountCents: monthlyRentCents + fee }]
  for (let month = 1; month < months; month += 1) {
    schedule.push({ dueDate: addMonths(checkIn, month), amountCents: monthlyRentCents })
  }
  if (extraCents > 0) schedule.push({ dueDate: addMonths(checkIn, months), amountCents: extraCents })
  return {
    months,
    extraDays,
    monthlyRentCents,
    rentTotalCents: monthlyRentCents * months + extraCents,
    serviceFeeCents: fee,
    dueNowCents: monthlyRentCents + fee,
    schedule,
  }
}
