import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import {
  addLedgerEntries,
  ledgerRows,
  publishedStays,
  saveStayCard,
  setStayAutopay,
} from '../bookings/index.ts'
import { listingRows } from '../listings/index.ts'
import { publishedUsers } from '../users/index.ts'
import { rentInstalments, type TRentInstalmentRow } from './tables.ts'

type TInstalmentInsert = typeof rentInstalments.$inferInsert
type TLedgerInsert = Parameters<typeof addLedgerEntries>[1][number]

/** Stays whose rent is still owed: the collector charges only these. */
const LIVE_STAYS = ['confirmed', 'active'] as const

export function createRentRepository(db: TDb) {
  return {
    /** A stay's schedule, once: a second call (a replayed webhook) changes nothing. */
    async insertSchedule(rows: TInstalmentInsert[]) {
      if (rows.length > 0) await db.insert(rentInstalments).values(rows).onConflictDoNothing()
    },

    ofBooking(bookingId: number) {
      return db
        .select()
        .from(rentInstalments)
        .where(eq(rentInstalments.bookingId, bookingId))
        .orderBy(asc(rentInstalments.seq))
    },

    async find(bookingId: number, seq: number) {
      const [row] = await db
        .select()
        .from(rentInstalments)
        .where(and(eq(rentInstalments.bookingId, bookingId), eq(rentInstalments.seq, seq)))
      return row
    },

    /**
     * Claims one instalment to charge, in a single statement: a due one of a live stay on autopay
     * with a saved card (a new attempt, with a new idempotency key), or one whose attempt was
     * claimed before `staleBefore` and never recorded — its process died mid-charge — which is
     * resumed with the SAME key, so the provider answers the first charge instead of making a
     * second. `skip locked` lets N processes claim side by side, each a different row.
     */
    async claimDue(today: string, now: Date, staleBefore: Date): Promise<TRentInstalmentRow | undefined> {
      const b = publishedStays('b')
      const rows = await db.execute<{ id: number }>(sql`
        update ${rentInstalments} i set
          status = 'processing',
          attempts = case when i.status = 'processing' then i.attempts else i.attempts + 1 end,
          charge_key = case when i.status = 'processing' then i.charge_key
            else 'rent-' || i.booking_id || '-' || i.seq || '-' || (i.attempts + 1) end,
          claimed_at = ${now.toISOString()}
        where i.id = (
          select r.id from ${rentInstalments} r join ${b} on b.id = r.booking_id
          where ((r.status in ('scheduled', 'failed') and r.next_attempt_on <= ${today})
              or (r.status = 'processing' and r.claimed_at < ${staleBefore.toISOString()}))
            and b.status in ('confirmed', 'active') and b.autopay and b.payment_method_ref is not null
          order by r.next_attempt_on, r.id
          limit 1
          for update of r skip locked)
        returning i.id`)
      const id = (rows as unknown as { rows: { id: number }[] }).rows[0]?.id
      if (id === undefined) return undefined
      const [row] = await db.select().from(rentInstalments).where(eq(rentInstalments.id, id))
      return row
    },

    /** Records the outcome of the attempt `chargeKey`, if it is still the one under way. */
    async settleAttempt(id: number, chargeKey: string, changes: Partial<TInstalmentInsert>) {
      const [row] = await db
        .update(rentInstalments)
        .set(changes)
        .where(
          and(
            eq(rentInstalments.id, id),
            eq(rentInstalments.status, 'processing'),
            eq(rentInstalments.chargeKey, chargeKey),
          ),
        )
        .returning()
      return row
    },

    /** A month paid by hand: from any unpaid state but an attempt under way. */
    async markPaidByHand(bookingId: number, seq: number, at: Date, providerRef: string) {
      const [row] = await db
        .update(rentInstalments)
        .set({ status: 'paid', paidAt: at, providerRef })
        .where(
          and(
            eq(rentInstalments.bookingId, bookingId),
            eq(rentInstalments.seq, seq),
            inArray(rentInstalments.status, ['scheduled', 'failed', 'overdue']),
          ),
        )
        .returning()
      return row
    },

    /** The number of a stay's last instalment, or 0 when it has no schedule. */
    async lastSeq(bookingId: number) {
      const [row] = await db
        .select({ seq: sql<number>`coalesce(max(${rentInstalments.seq}), 0)::int` })
        .from(rentInstalments)
        .where(eq(rentInstalments.bookingId, bookingId))
      return row?.seq ?? 0
    },

    /** Months still to charge stop with the stay (cancelled, declined, ended). */
    async cancelUnpaid(bookingId: number) {
      await db
        .update(rentInstalments)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(rentInstalments.bookingId, bookingId),
            inArray(rentInstalments.status, ['scheduled', 'failed']),
          ),
        )
    },

    /**
     * Unpaid months of stays paid by hand (or with no card): due `onDay` or earlier and not yet
     * told for `reminder` ("7", "1" days before, or "overdue").
     */
    unremindedManual(onDay: string, reminder: string) {
      const bookings = publishedStays('bookings')
      return db
        .select({ instalment: rentInstalments })
        .from(rentInstalments)
        .innerJoin(bookings, eq(bookings.id, rentInstalments.bookingId))
        .where(
          and(
            inArray(rentInstalments.status, ['scheduled', 'failed']),
            lte(rentInstalments.dueDate, onDay),
            inArray(bookings.status, [...LIVE_STAYS]),
            sql`(not ${bookings.autopay} or ${bookings.paymentMethodRef} is null)`,
            sql`not (${reminder} = any(${rentInstalments.remindersSent}))`,
          ),
        )
        .then((rows) => rows.map((row) => row.instalment))
    },

    /** Marks a reminder as sent; false if another process sent it first. */
    async markReminded(id: number, reminder: string) {
      const rows = await db
        .update(rentInstalments)
        .set({ remindersSent: sql`array_append(${rentInstalments.remindersSent}, ${reminder})` })
        .where(
          and(eq(rentInstalments.id, id), sql`not (${reminder} = any(${rentInstalments.remindersSent}))`),
        )
        .returning({ id: rentInstalments.id })
      return rows.length === 1
    },

    /** A manual payer's month past its last try day: overdue, once. */
    async markOverdue(id: number) {
      const [row] = await db
        .update(rentInstalments)
        .set({ status: 'overdue' })
        .where(and(eq(rentInstalments.id, id), inArray(rentInstalments.status, ['scheduled', 'failed'])))
        .returning()
      return row
    },

    /** The renter's payment and the host's held payout of one collected month. */
    addLedger: (rows: TLedgerInsert[]) => addLedgerEntries(db, rows),

    /** The ledger rows of `userId` for the months of a stay (their receipts), by month. */
    async receiptsOf(bookingId: number, userId: string) {
      const ledgerEntries = ledgerRows('ledger_entries')
      const rows = await db
        .select({ id: ledgerEntries.id, seq: ledgerEntries.instalmentSeq })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.bookingId, bookingId),
            eq(ledgerEntries.userId, userId),
            inArray(ledgerEntries.kind, ['payment', 'payout']),
          ),
        )
      return new Map(rows.map((row) => [row.seq, row.id]))
    },

    setAutopay: (bookingId: number, autopay: boolean) => setStayAutopay(db, bookingId, autopay),

    /** Overdue months (the staff's money view), oldest due first, with the stay's people and listing. */
    async overdue(limit: number, offset: number) {
      const bookings = publishedStays('bookings')
      const properties = listingRows('properties')
      const renter = publishedUsers('renter')
      const host = publishedUsers('host')
      const where = eq(rentInstalments.status, 'overdue')
      const [counted] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(rentInstalments)
        .where(where)
      const rows = await db
        .select({
          instalment: rentInstalments,
          title: properties.title,
          renterFirst: renter.firstName,
          renterLast: renter.lastName,
          hostFirst: host.firstName,
          hostLast: host.lastName,
        })
        .from(rentInstalments)
        .innerJoin(bookings, eq(bookings.id, rentInstalments.bookingId))
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(renter, eq(renter.id, bookings.guestId))
        .innerJoin(host, eq(host.id, bookings.hostId))
        .where(where)
        .orderBy(asc(rentInstalments.dueDate), asc(rentInstalments.id))
        .limit(limit)
        .offset(offset)
      return { count: counted?.count ?? 0, rows }
    },

    saveCard: (bookingId: number, methodRef: string) => saveStayCard(db, bookingId, methodRef),
  }
}
export type TRentRepository = ReturnType<typeof createRentRepository>
