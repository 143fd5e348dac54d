import { z } from 'zod'

/**
 * Every status a ledger entry is written with (the column is free text; this is its one list).
 * A payment is `completed` (or `pending`, `failed`, `cancelled`); a refund `completed`. A payout
 * (docs/product-rules.md, "Host payouts") goes `held` → `released` (its hold passed) →
 * `transferring` (a transfer claimed) → `paid_out`; a refused transfer is `failed` and claimed
 * again the next day until PAYOUT_RETRIES retries are spent. A released payout of a host without
 * an enabled payout account waits, `released`, until the host connects one.
 */
export const LEDGER_STATUSES = [
  'completed',
  'pending',
  'held',
  'released',
  'transferring',
  'paid_out',
  'cancelled',
  'failed',
] as const
export type TLedgerStatus = (typeof LEDGER_STATUSES)[number]

/** A refused transfer is tried again this many times, a day apart, before a person looks at it. */
export const PAYOUT_RETRIES = 3

export const PAYOUT_ACCOUNT_STATUSES = ['not_connected', 'pending', 'enabled', 'restricted'] as const

/** The host's payout account as the co-host panel shows it. */
export const ZPayoutAccount = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  provider: z.enum(['sandbox', 'stripe']).nullable(),
  /** What the provider still asks for (Stripe's field names, e.g. `external_account`). */
  requirements: z.array(z.string()),
})
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>

export const ZPayoutOnboarding = z.object({ url: z.string() })

/** The staff's money view: overdue rent, or payouts whose transfer failed. */
export const ZAdminMoneyQuery = z.object({
  kind: z.enum(['overdue_rent', 'failed_payouts']).default('overdue_rent'),
})

export const ZAdminMoneyRow = z.object({
  kind: z.enum(['overdue_rent', 'failed_payout']),
  booking_id: z.number().int(),
  listing_title: z.string(),
  renter: z.string(),
  host: z.string(),
  /** Overdue rent: the month's number in the stay (1 is the first payment). */
  seq: z.number().int().nullable(),
  /** Overdue rent: its due date; a failed payout: the day its hold ended. */
  due_date: z.string().nullable(),
  amount: z.string(),
  attempts: z.number().int(),
  /** Why the last charge or transfer was refused. */
  reason: z.string().nullable(),
  /** A failed payout: its next try, or null once the retries are spent. */
  next_attempt_at: z.string().nullable(),
})
export type TAdminMoneyRow = z.infer<typeof ZAdminMoneyRow>
