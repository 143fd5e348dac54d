import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from '../users/tables.ts'

/**
 * A host's payout account at the provider (a Stripe Connect Express account, or the sandbox's),
 * one per host. `status` is what the provider last reported: `pending` while onboarding is
 * unfinished, `enabled` once transfers can be sent, `restricted` when the provider stopped them;
 * `requirements` lists what the provider still asks for (Stripe's field names).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    accountRef: text('account_ref').notNull().unique(),
    status: text('status').notNull().default('pending'),
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('payout_accounts_status_check', sql`${table.status} in ('pending','enabled','restricted')`),
  ],
)

/**
 * The sandbox provider's transfers (no keys configured): one row per idempotency key, as a real
 * provider keeps them, so a transfer sent twice with one key is one transfer.
 */
export const sandboxTransfers = pgTable('sandbox_transfers', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  accountRef: text('account_ref').notNull(),
  amountCents: integer('amount_cents').notNull(),
  transferRef: text('transfer_ref').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type TPayoutAccountRow = typeof payoutAccounts.$inferSelect
