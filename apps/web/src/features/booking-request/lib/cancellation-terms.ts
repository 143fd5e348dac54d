import type { TQuoteWire } from '@demeure/shared'
import {
  addDays,
  cancellationRefund,
  centsToDecimal,
  decimalToCents,
  FULL_REFUND_DAYS,
} from '@demeure/shared/zod-free'

export type TCancellationTerms = {
  days: number
  /** The last day a cancellation still refunds all the rent paid, or null when it has passed. */
  fullRefundUntil: string | null
  /** What a cancellation refunds until then, and what it keeps afterwards (wire decimals). */
  refundBefore: string
  keptAfter: string
  serviceFee: string
}

/**
 * The written cancellation policy for this stay, worked out by the same rule the server applies
 * when a booking is cancelled (shared `cancellationRefund`), so the two can never disagree. The rent
 * paid on confirmation is what is due now less the service fee.
 */
export function cancellationTerms(quote: TQuoteWire, checkIn: string, today: string): TCancellationTerms {
  const monthlyRentCents = decimalToCents(quote.monthly_rent) ?? 0
  const feeCents = decimalToCents(quote.service_fee) ?? 0
  const rentPaidCents = (decimalToCents(quote.due_now) ?? 0) - feeCents
  const refundOn = (day: string) =>
    cancellationRefund({ today: day, checkIn, rentPaidCents, monthlyRentCents })
  const lastFullDay = addDays(checkIn, -FULL_REFUND_DAYS)
  return {
    days: FULL_REFUND_DAYS,
    fullRefundUntil: lastFullDay >= today ? lastFullDay : null,
    refundBefore: centsToDecimal(refundOn(lastFullDay).refundCents),
    keptAfter: centsToDecimal(refundOn(addDays(lastFullDay, 1)).keptCents),
    serviceFee: quote.service_fee,
  }
}
