import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { TDb } from '../../db/client.ts'
import { bookings, ledgerEntries } from './tables.ts'

/**
 * What other modules' SQL may read of the stays and the ledger (decision 029): rent charges the
 * months of live stays, receipts and the staff's money views name a stay's people and home, the
 * calendar exports held dates. Plain subqueries, so PostgreSQL pulls them up into the caller's
 * query (same plan and indexes as the tables); `name` is the alias in the SQL.
 */
export function publishedStays<TName extends string>(name: TName) {
  return new QueryBuilder()
    .select({
      id: bookings.id,
      propertyId: bookings.propertyId,
      guestId: bookings.guestId,
      hostId: bookings.hostId,
      status: bookings.status,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      holdsDates: bookings.holdsDates,
      autopay: bookings.autopay,
      paymentMethodRef: bookings.paymentMethodRef,
      monthlyRentCents: bookings.monthlyRentCents,
      serviceFeeCents: bookings.serviceFeeCents,
      closedAt: bookings.closedAt,
    })
    .from(bookings)
    .as(name)
}

/** The ledger's rows (payments, payouts, refunds), whole: a receipt shows its entry. */
export function ledgerRows<TName extends string>(name: TName) {
  return new QueryBuilder().select(getTableColumns(ledgerEntries)).from(ledgerEntries).as(name)
}

/** Stays holding this listing's dates that end after `fromDay` (the calendar's export). */
export function heldStaysOn(db: TDb, listingId: number, fromDay: string) {
  return db
    .select({ id: bookings.id, start: bookings.checkIn, end: bookings.checkOut })
    .from(bookings)
    .where(
      and(
        eq(bookings.propertyId, listingId),
        eq(bookings.holdsDates, true),
        sql`${bookings.checkOut} > ${fromDay}`,
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id))
}
