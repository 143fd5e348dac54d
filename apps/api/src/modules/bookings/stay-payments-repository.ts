import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { bookings, ledgerEntries } from './tables.ts'

type TLedgerInsert = typeof ledgerEntries.$inferInsert

/**
 * The writes other modules make on a stay's payment settings and on the ledger (decision 029):
 * rent records each collected month and the renter's card and autopay choice, payouts claims and
 * settles transfers. The rows are the bookings module's, so the SQL lives here.
 */
export async function addLedgerEntries(db: TDb, rows: TLedgerInsert[]) {
  if (rows.length > 0) await db.insert(ledgerEntries).values(rows)
}

export async function setStayAutopay(db: TDb, bookingId: number, autopay: boolean) {
  await db.update(bookings).set({ autopay }).where(eq(bookings.id, bookingId))
}

export async function saveStayCard(db: TDb, bookingId: number, methodRef: string) {
  await db.update(bookings).set({ paymentMethodRef: methodRef }).where(eq(bookings.id, bookingId))
}

/**
 * Claims one payout to transfer, in a single statement: a released one, a failed one whose retry
 * time has come (a new attempt), or one claimed before `staleBefore` and never recorded — its
 * process died mid-transfer — resumed as the SAME attempt (so with the same idempotency key). Only
 * payouts of the hosts `payableHosts` lists (the payouts module's enabled accounts, a subquery of
 * user ids); `skip locked` lets N processes claim side by side, each a different row.
 */
export async function claimPayoutTransfer(db: TDb, now: Date, staleBefore: Date, payableHosts: SQL) {
  const result = await db.execute<{ id: string }>(sql`
    update ${ledgerEntries} l set
      status = 'transferring',
      transfer_attempts = case when l.status = 'transferring' then l.transfer_attempts
        else l.transfer_attempts + 1 end,
      claimed_at = ${now.toISOString()}
    where l.id = (
      select e.id from ${ledgerEntries} e
      where e.kind = 'payout' and e.user_id in (${payableHosts}) and (
        e.status = 'released'
        or (e.status = 'failed' and e.next_attempt_at <= ${now.toISOString()})
        or (e.status = 'transferring' and e.claimed_at < ${staleBefore.toISOString()}))
      order by e.available_at, e.id
      limit 1
      for update of e skip locked)
    returning l.id`)
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id
}

/** Records how the attempt `attempt` ended, if it is still the one under way. */
export async function settlePayoutTransfer(
  db: TDb,
  id: string,
  attempt: number,
  changes: Partial<TLedgerInsert>,
) {
  const rows = await db
    .update(ledgerEntries)
    .set(changes)
    .where(
      and(
        eq(ledgerEntries.id, id),
        eq(ledgerEntries.status, 'transferring'),
        eq(ledgerEntries.transferAttempts, attempt),
      ),
    )
    .returning({ id: ledgerEntries.id })
  return rows.length === 1
}
