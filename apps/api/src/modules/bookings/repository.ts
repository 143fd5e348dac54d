import type { TBookingStatus } from '@demeure/shared'
import { and, asc, count, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { columnsOf } from '../../db/relation-columns.ts'
import { publishedFiles } from '../files/index.ts'
import { bookingDocuments, bookings, ledgerEntries, type TBookingRow } from './tables.ts'

/** The first key of the advisory locks that make payment holds on one listing take turns. */
const HOLD_LOCK_SPACE = 7301

export type TNewBooking = typeof bookings.$inferInsert
export type TBookingChanges = Partial<Omit<TNewBooking, 'id' | 'stay'>>
/** Whose bookings a list shows: the caller's own stays (`guest`), those on their listings (`host`), or both. */
export type TBookingSide = 'any' | 'guest' | 'host'

/** A stay whose first payment arrived and that was not cancelled since. */
/** A stay is paid once it is confirmed; later statuses keep it paid. */
export const PAID_STATUSES: TBookingStatus[] = ['confirmed', 'active', 'completed']

export function createBookingsRepository(db: TDb) {
  return {
    /** Whether this renter has a paid stay with this host on this listing. */
    async hasPaidStay(pair: { listingId: number; guestId: string; hostId: string }) {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyId, pair.listingId),
            eq(bookings.guestId, pair.guestId),
            eq(bookings.hostId, pair.hostId),
            inArray(bookings.status, PAID_STATUSES),
          ),
        )
        .limit(1)
      return row !== undefined
    },
    async insert(values: TNewBooking) {
      const [row] = await db.insert(bookings).values(values).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async findById(id: number) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      return row
    },
    /**
     * Holds an approved stay's dates for its payment; undefined if it is not approved or already
     * holding them (another Pay press got there first: that one's checkout is the stay's).
     * Holds on one listing take turns (a lock for the rest of the transaction): two of them could
     * otherwise wait on each other, one in the exclusion check of the other's stay, the other on
     * the listing's search document, and PostgreSQL would abort one as a deadlock.
     */
    async holdDatesForPayment(id: number, listingId: number): Promise<TBookingRow | undefined> {
      await db.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK_SPACE}, ${listingId})`)
      const [row] = await db
        .update(bookings)
        .set({ holdsDates: true })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'approved'), eq(bookings.holdsDates, false)))
        .returning()
      return row
    },
    /** Moves a booking only if it is still in `from`: two racing actions cannot both win. */
    async transition(
      id: number,
      from: readonly TBookingStatus[],
      changes: TBookingChanges,
    ): Promise<TBookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set(changes)
        .where(and(eq(bookings.id, id), inArray(bookings.status, from)))
        .returning()
      return row
    },
    /**
     * A live stay ends later (an accepted extension), only if it still ends on `fromCheckOut`: the
     * exclusion constraint checks the longer stay as it checks a new one (23P01 if taken).
     */
    /** The lowest monthly rent of paid stays on a listing overlapping [from, to), other than `exceptId`. */
    async lowestRentBetween(listingId: number, from: string, to: string, exceptId: number) {
      const [row] = await db
        .select({ cents: sql<number | null>`min(${bookings.monthlyRentCents})` })
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyId, listingId),
            ne(bookings.id, exceptId),
            inArray(bookings.status, ['confirmed', 'active', 'completed']),
            lt(bookings.checkIn, to),
            sql`${bookings.checkOut} > ${from}`,
          ),
        )
      return row?.cents === null || row?.cents === undefined ? null : Number(row.cents)
    },
    async moveCheckOut(id: number, fromCheckOut: string, changes: TBookingChanges) {
      const [row] = await db
        .update(bookings)
        .set(changes)
        .where(
          and(
            eq(bookings.id, id),
            inArray(bookings.status, ['confirmed', 'active']),
            eq(bookings.checkOut, fromCheckOut),
          ),
        )
        .returning()
      return row
    },
    async listFor(
      userId: string,
      side: TBookingSide,
      status: TBookingStatus | undefined,
      limit: number,
      offset: number,
      listingId?: number,
    ) {
      const where = and(
        side === 'host'
          ? eq(bookings.hostId, userId)
          : side === 'guest'
            ? eq(bookings.guestId, userId)
            : or(eq(bookings.guestId, userId), eq(bookings.hostId, userId)),
        status ? eq(bookings.status, status) : undefined,
        listingId ? eq(bookings.propertyId, listingId) : undefined,
      )
      const [total] = await db.select({ n: count() }).from(bookings).where(where)
      const rows = await db
        .select()
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.requestedAt), desc(bookings.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    /** A user's requests not yet paid, as renter or host (a suspension declines them). */
    async openOf(userId: string) {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            or(eq(bookings.guestId, userId), eq(bookings.hostId, userId)),
            inArray(bookings.status, ['requested', 'approved']),
          ),
        )
        .orderBy(asc(bookings.id))
    },
    /** Other pending requests whose stay overlaps a confirmed one: they can no longer happen. */
    async overlappingPending(booking: TBookingRow) {
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyId, booking.propertyId),
            ne(bookings.id, booking.id),
            inArray(bookings.status, ['requested', 'approved']),
            sql`${bookings.stay} && daterange(${booking.checkIn}, ${booking.checkOut}, '[)')`,
          ),
        )
    },
    async due(status: TBookingStatus, before: { column: 'requestedAt' | 'approvedAt'; at: Date }) {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, status), lt(bookings[before.column], before.at)))
    },
    async byStatusAndDate(status: TBookingStatus, column: 'checkIn' | 'checkOut', onOrBefore: string) {
      return db
        .select()
        .from(bookings)
        .where(and(eq(bookings.status, status), sql`${bookings[column]} <= ${onOrBefore}`))
    },
    /** The rental agreement's files of these bookings, with what the host needs to open them. */
    async documentsOf(bookingIds: number[]) {
      if (bookingIds.length === 0) return []
      const storedFiles = publishedFiles('stored_files')
      return db
        .select({
          bookingId: bookingDocuments.bookingId,
          kind: bookingDocuments.kind,
          file: columnsOf(storedFiles),
        })
        .from(bookingDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, bookingDocuments.fileId))
        .where(inArray(bookingDocuments.bookingId, bookingIds))
        .orderBy(asc(bookingDocuments.kind), asc(storedFiles.originalName))
    },
    async addDocuments(rows: { bookingId: number; fileId: string; kind: string }[]) {
      if (rows.length > 0) await db.insert(bookingDocuments).values(rows)
    },
    async addLedger(rows: (typeof ledgerEntries.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(ledgerEntries).values(rows)
    },
    async ledgerOf(bookingId: number) {
      return db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, bookingId))
    },
    async updateLedger(id: string, changes: Partial<typeof ledgerEntries.$inferInsert>) {
      await db.update(ledgerEntries).set(changes).where(eq(ledgerEntries.id, id))
    },
    async releasablePayouts(at: Date) {
      return db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.kind, 'payout'),
            eq(ledgerEntries.status, 'held'),
            lt(ledgerEntries.availableAt, at),
          ),
        )
    },
    async ledgerForUser(userId: string, limit: number, offset: number) {
      const where = eq(ledgerEntries.userId, userId)
      const [total] = await db.select({ n: count() }).from(ledgerEntries).where(where)
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(where)
        .orderBy(desc(ledgerEntries.createdAt))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
  }
}
export type TBookingsRepository = ReturnType<typeof createBookingsRepository>
