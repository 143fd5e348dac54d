import { z } from 'zod'
import { addMonths } from './pricing.ts'

/**
 * Receipts and sales taxes (docs/product-rules.md, "Receipts and sales taxes"; decision 016). The
 * service fee is tax-inclusive: the price charged never changes when the platform registers for
 * GST and QST; its receipt then shows the part of the fee that is tax. Rates in millionths.
 */
export const GST_RATE_PPM = 50_000
export const QST_RATE_PPM = 99_750

/** Half-up division of non-negative integers: the rounding of every tax amount. */
function divideHalfUp(numerator: number, denominator: number) {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/**
 * The GST and QST included in a tax-inclusive fee, exactly in cents: the fee before taxes is
 * fee ÷ 1.14975 rounded half-up to the cent, each tax is its rate times that base rounded half-up,
 * and the base is then what remains of the fee, so the three lines always add up to the fee.
 */
export function feeTaxesIncluded(feeCents: number) {
  const million = 1_000_000
  const estimate = divideHalfUp(feeCents * million, million + GST_RATE_PPM + QST_RATE_PPM)
  const gstCents = divideHalfUp(estimate * GST_RATE_PPM, million)
  const qstCents = divideHalfUp(estimate * QST_RATE_PPM, million)
  return { beforeTaxesCents: feeCents - gstCents - qstCents, gstCents, qstCents }
}

/**
 * Residential rent is exempt where the occupancy is one month or more (Excise Tax Act, Sch. V,
 * Part I, s. 6; QST Act, s. 98): every Demeure stay (one month at least) qualifies.
 */
export function isRentTaxExempt(checkIn: string, checkOut: string) {
  return checkOut >= addMonths(checkIn, 1)
}

/** "DEM-2026-000123": the year it was issued and the ledger row's number, never reused. */
export function receiptNumber(issuedOn: string, receiptNo: number) {
  return `DEM-${issuedOn.slice(0, 4)}-${String(receiptNo).padStart(6, '0')}`
}

export const RECEIPT_KINDS = ['payment', 'refund', 'payout'] as const

/** One receipt, as the reader's page shows it (money as decimal strings, dates as YYYY-MM-DD). */
export const ZReceipt = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  status: z.string(),
  issued_on: z.string(),
  issuer: z.object({
    name: z.string(),
    gst_number: z.string().nullable(),
    qst_number: z.string().nullable(),
  }),
  /** Who paid (payment), was refunded (refund) or was paid out (payout). */
  party_name: z.string(),
  booking_id: z.number().int(),
  listing: z.object({ title: z.string(), address: z.string() }),
  stay: z.object({ check_in: z.string(), check_out: z.string() }),
  /** The month of the stay this money is for, when it is one. */
  period: z.object({ seq: z.number().int(), from: z.string(), to: z.string() }).nullable(),
  /** The rent in this amount (payments and payouts), exempt from sales taxes. */
  rent: z.string().nullable(),
  rent_tax_exempt: z.boolean(),
  /** The service fee (the first payment only), taxes included. */
  service_fee: z.string().nullable(),
  /** The taxes included in the fee, when the platform's tax numbers are configured. */
  fee_taxes: z.object({ before_taxes: z.string(), gst: z.string(), qst: z.string() }).nullable(),
  /** Refunds: the cancellation rule that set the amount. */
  refund_rule: z.enum(['full', 'first_month_kept']).nullable(),
  total: z.string(),
})
export type TReceipt = z.infer<typeof ZReceipt>
