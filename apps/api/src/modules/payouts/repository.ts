import { and, desc, eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { columnsOf } from '../../db/relation-columns.ts'
import { claimPayoutTransfer, ledgerRows, publishedStays, settlePayoutTransfer } from '../bookings/index.ts'
import { listingRows } from '../listings/index.ts'
import { publishedUsers } from '../users/index.ts'
import { payoutAccounts } from './tables.ts'

type TLedgerChanges = Parameters<typeof settlePayoutTransfer>[3]

export type TClaimedPayout = {
  id: string
  userId: string
  bookingId: number
  amountCents: number
  transferAttempts: number
  accountRef: string
}

export function createPayoutsRepository(db: TDb) {
  return {
    async findAccount(userId: string) {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId))
      return row
    },

    async findAccountByRef(accountRef: string) {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.accountRef, accountRef))
      return row
    },

    /**
     * The host's account, once: a second one (two presses at once) is dropped, the first kept.
     * No conflict target: both presses carry the same account reference (one idempotency key), and
     * PostgreSQL raises a unique violation on any unique index that is not an arbiter — with the
     * user id alone as target, the second press failed on `account_ref` while the first committed.
     */
    async insertAccount(row: { userId: string; provider: string; accountRef: string }) {
      await db.insert(payoutAccounts).values(row).onConflictDoNothing()
      return this.findAccount(row.userId)
    },

    async updateAccount(
      accountRef: string,
      state: { status: string; requirements: string[] },
      provider: string,
    ) {
      const [row] = await db
        .update(payoutAccounts)
        .set({ ...state, updatedAt: new Date() })
        .where(and(eq(payoutAccounts.accountRef, accountRef), eq(payoutAccounts.provider, provider)))
        .returning()
      return row
    },

    /**
     * Claims one payout to transfer, in a single statement: a released one, a failed one whose
     * retry time has come (a new attempt), or one claimed before `staleBefore` and never recorded
     * — its process died mid-transfer — resumed as the SAME attempt (so with the same idempotency
     * key). Only payouts of hosts with an enabled account; `skip locked` lets N processes claim
     * side by side, each a different row.
     */
    async claimTransfer(now: Date, staleBefore: Date): Promise<TClaimedPayout | undefined> {
      const payableHosts = sql`select ${payoutAccounts.userId} from ${payoutAccounts}
        where ${payoutAccounts.status} = 'enabled'`
      const id = await claimPayoutTransfer(db, now, staleBefore, payableHosts)
      if (id === undefined) return undefined
      const ledgerEntries = ledgerRows('ledger_entries')
      const [row] = await db
        .select({
          id: ledgerEntries.id,
          userId: ledgerEntries.userId,
          bookingId: ledgerEntries.bookingId,
          amountCents: ledgerEntries.amountCents,
          transferAttempts: ledgerEntries.transferAttempts,
          accountRef: payoutAccounts.accountRef,
        })
        .from(ledgerEntries)
        .innerJoin(payoutAccounts, eq(payoutAccounts.userId, ledgerEntries.userId))
        .where(eq(ledgerEntries.id, id))
      return row
    },

    /** Records how the attempt `attempt` ended, if it is still the one under way. */
    settleTransfer: (id: string, attempt: number, changes: TLedgerChanges) =>
      settlePayoutTransfer(db, id, attempt, changes),

    /** Payouts whose transfer was refused, newest first, with their stay's people and listing. */
    async failedPayouts(limit: number, offset: number) {
      const ledgerEntries = ledgerRows('ledger_entries')
      const bookings = publishedStays('bookings')
      const properties = listingRows('properties')
      const renter = publishedUsers('renter')
      const host = publishedUsers('host')
      const where = and(eq(ledgerEntries.kind, 'payout'), eq(ledgerEntries.status, 'failed'))
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(ledgerEntries)
        .where(where)
      const rows = await db
        .select({
          entry: columnsOf(ledgerEntries),
          title: properties.title,
          renterFirst: renter.firstName,
          renterLast: renter.lastName,
          hostFirst: host.firstName,
          hostLast: host.lastName,
        })
        .from(ledgerEntries)
        .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(renter, eq(renter.id, bookings.guestId))
        .innerJoin(host, eq(host.id, bookings.hostId))
        .where(where)
        .orderBy(desc(ledgerEntries.availableAt), ledgerEntries.id)
        .limit(limit)
        .offset(offset)
      return { count: counted?.count ?? 0, rows }
    },
  }
}
