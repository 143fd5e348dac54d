import { z } from 'zod'

/**
 * Later months' rent (docs/product-rules.md, "Rent every month"): a saved card is charged on the
 * due date, then again these many days after it when refused; after the last try the month is
 * overdue. Nothing is cancelled automatically: people end stays, never a failed card.
 */
export const RENT_RETRY_DAYS = [0, 2, 5] as const
/** A renter who pays by hand is reminded this many days before each due date. */
export const RENT_REMINDER_DAYS = [7, 1] as const

export const RENT_STATUSES = ['scheduled', 'processing', 'paid', 'failed', 'overdue', 'cancelled'] as const
export type TRentStatus = (typeof RENT_STATUSES)[number]

/** One month (or the extra days) of a stay's rent, as both sides see it. */
export const ZRentInstalment = z.object({
  seq: z.number().int(),
  due_date: z.string(),
  amount: z.string(),
  status: z.enum(RENT_STATUSES),
  attempts: z.number().int(),
  /** The next automatic try, while one is planned. */
  next_attempt_on: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** Why the last automatic charge was refused: the card was declined, or the bank asks for authentication. */
  last_failure: z.enum(['declined', 'authentication_required', 'no_card']).nullable(),
  /** Once paid, the viewer's receipt of it: the renter's payment, the host's payout (a ledger id). */
  receipt_id: z.string().nullable(),
})
export type TRentInstalment = z.infer<typeof ZRentInstalment>

export const ZRentSchedule = z.object({
  booking_id: z.number().int(),
  autopay: z.boolean(),
  has_saved_card: z.boolean(),
  instalments: z.array(ZRentInstalment),
})
export type TRentSchedule = z.infer<typeof ZRentSchedule>

export const ZRentAutopayBody = z.strictObject({ autopay: z.boolean() })
