import { z } from 'zod'
import { MAX_STAY_MONTHS } from './constants/business.ts'
import { addMonths, quoteStay } from './pricing.ts'

/** An extension request waits this long for the host's answer, then expires (like a stay request). */
export const EXTENSION_TTL_HOURS = 72

export const EXTENSION_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'expired'] as const
export type TExtensionStatus = (typeof EXTENSION_STATUSES)[number]

/** The stay as it is today, with the price locked at its request. */
export type TExtendedStay = {
  checkIn: string
  checkOut: string
  monthlyRentCents: number
  months: number
  rentTotalCents: number
}

export type TExtensionQuote = {
  /** The whole stay after the extension, as its price rule counts it. */
  months: number
  extraDays: number
  rentTotalCents: number
  /** What the extension adds to the rent: the new instalments' sum (no service fee). */
  addedCents: number
  instalments: { dueDate: string; amountCents: number }[]
}

/** The latest check-out an extension may reach: 11 months from the stay's check-in. */
export const latestExtendedCheckOut = (checkIn: string) => addMonths(checkIn, MAX_STAY_MONTHS)

/** Why a stay cannot end on `checkOut` instead, or null. */
export function extensionProblem(stay: Pick<TExtendedStay, 'checkIn' | 'checkOut'>, checkOut: string) {
  if (checkOut <= stay.checkOut) return 'extension.notLater' as const
  if (checkOut > latestExtendedCheckOut(stay.checkIn)) return 'stay.tooLong' as const
  return null
}

/**
 * The price of ending a stay on `checkOut` instead (docs/product-rules.md, "Extending a stay"):
 * the longer stay is priced by the very rule of a new one, at the stay's locked monthly rent, and
 * the extension adds the difference, with no new service fee. Its instalments are the longer
 * stay's schedule from the month the current one stops paying: each new month on its monthly date
 * from check-in, the extra days on the date the last whole month ends. A current stay ending with
 * extra days already paid those days: the first new instalment (due on the same date) is reduced by
 * them, so the month they belong to is completed rather than paid twice.
 */
export function quoteExtension(stay: TExtendedStay, checkOut: string): TExtensionQuote {
  const longer = quoteStay(stay.monthlyRentCents, stay.checkIn, checkOut, stay.checkIn)
  const paidExtraCents = stay.rentTotalCents - stay.monthlyRentCents * stay.months
  // schedule[m] (m ≥ 1) is month m's rent; the stay's own schedule already covers months 0..months-1.
  const instalments = longer.schedule.slice(stay.months).map((entry, index) => ({
    dueDate: entry.dueDate,
    amountCents: index === 0 ? entry.amountCents - paidExtraCents : entry.amountCents,
  }))
  return {
    months: longer.months,
    extraDays: longer.extraDays,
    rentTotalCents: longer.rentTotalCents,
    addedCents: longer.rentTotalCents - stay.rentTotalCents,
    instalments: instalments.filter((instalment) => instalment.amountCents > 0),
  }
}

export const ZExtensionBody = z.strictObject({ check_out: z.iso.date('listing.invalidDate') })
export const ZExtensionQuoteQuery = z.object({ check_out: z.iso.date('listing.invalidDate') })

const ZInstalmentPlan = z.array(z.object({ due_date: z.string(), amount: z.string() }))

export const ZExtensionQuote = z.object({
  check_out: z.string(),
  monthly_rent: z.string(),
  /** The whole stay's months and extra days after the extension. */
  months: z.number().int(),
  extra_days: z.number().int(),
  amount: z.string(),
  instalments: ZInstalmentPlan,
})
export type TExtensionQuoteWire = z.infer<typeof ZExtensionQuote>

export const ZStayExtension = z.object({
  id: z.number().int(),
  booking_id: z.number().int(),
  previous_check_out: z.string(),
  check_out: z.string(),
  months: z.number().int(),
  extra_days: z.number().int(),
  amount: z.string(),
  instalments: ZInstalmentPlan,
  status: z.enum(EXTENSION_STATUSES),
  requested_at: z.string(),
  answered_at: z.string().nullable(),
  /** When an unanswered request lapses (72 h); null once answered. */
  expires_at: z.string().nullable(),
})
export type TStayExtension = z.infer<typeof ZStayExtension>

/** A stay's extension requests, newest first, and the latest check-out one may ask for. */
export const ZStayExtensions = z.object({
  latest_check_out: z.string(),
  results: z.array(ZStayExtension),
})
export type TStayExtensions = z.infer<typeof ZStayExtensions>
