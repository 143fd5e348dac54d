import { MAX_STAY_MONTHS, MIN_STAY_MONTHS, TOURIST_STAY_MAX_NIGHTS } from './constants/business.ts'
import { isoDateText, utcDateOf } from './iso-dates.ts'
import { serviceFeeCents } from './money.ts'

/** The same day `months` later; a day missing in the target month becomes its last day (Jan 31 → Feb 28). */
export function addMonths(iso: string, months: number): string {
  const date = utcDateOf(iso)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return isoDateText(date)
}

export function addDays(iso: string, days: number): string {
  const date = utcDateOf(iso)
  date.setUTCDate(date.getUTCDate() + days)
  return isoDateText(date)
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcDateOf(to).getTime() - utcDateOf(from).getTime()) / 86_400_000)
}

/** A stay's length as the price rule counts it: whole calendar months from `checkIn`, then days. */
export function monthsAndDays(checkIn: string, checkOut: string) {
  let months = 0
  while (addMonths(checkIn, months + 1) <= checkOut) months += 1
  return { months, extraDays: daysBetween(addMonths(checkIn, months), checkOut) }
}

export type TStayProblem = 'checkInPast' | 'checkOutBeforeCheckIn' | 'tooShort' | 'needsCitq' | 'tooLong'

/**
 * The earliest check-out of a stay starting `checkIn`: one calendar month later (a February month
 * is 28 nights), and on a listing without a CITQ registration number never before 32 nights, since
 * a stay of 31 nights or fewer is tourist accommodation (docs/product-rules.md, "Short stays").
 * Every place that decides or shows a stay's length asks this one function.
 */
export function minimumCheckOut(checkIn: string, hasCitq: boolean): string {
  const oneMonth = addMonths(checkIn, MIN_STAY_MONTHS)
  if (hasCitq) return oneMonth
  const pastTouristStay = addDays(checkIn, TOURIST_STAY_MAX_NIGHTS + 1)
  return oneMonth > pastTouristStay ? oneMonth : pastTouristStay
}

/** Why a stay is not allowed on a listing with (or without) a CITQ number, or null. */
export function stayProblem(
  checkIn: string,
  checkOut: string,
  today: string,
  hasCitq: boolean,
): TStayProblem | null {
  if (checkIn < today) return 'checkInPast'
  if (checkOut <= checkIn) return 'checkOutBeforeCheckIn'
  if (checkOut < addMonths(checkIn, MIN_STAY_MONTHS)) return 'tooShort'
  if (checkOut < minimumCheckOut(checkIn, hasCitq)) return 'needsCitq'
  if (checkOut > addMonths(checkIn, MAX_STAY_MONTHS)) return 'tooLong'
  return null
}

export type TQuote = {
  months: number
  extraDays: number
  monthlyRentCents: number
  rentTotalCents: number
  serviceFeeCents: number
  /** What the whole stay costs the renter: the rent and the one-time fee (its GST and QST included). */
  stayTotalCents: number
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
  const { months, extraDays } = monthsAndDays(checkIn, checkOut)
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
    stayTotalCents: monthlyRentCents * months + extraCents + fee,
    dueNowCents: monthlyRentCents + fee,
    schedule,
  }
}
