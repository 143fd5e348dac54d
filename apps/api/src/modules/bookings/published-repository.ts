import { and, asc, eq, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
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

/**
 * The nights held by the listing's stays (requested with payment under way, paid, under way), a
 * datemultirange: an expression on the listing's id for other modules' SQL (search's free dates).
 */
export const heldDatesOf = (listingId: SQLWrapper): SQL =>
  sql`coalesce((select range_agg(b.stay) from bookings b
    where b.property_id = ${listingId} and b.holds_dates), '{}'::datemultirange)`

/**
 * Stays holding this listing's dates that overlap any of these periods (inclusive `last`), each
 * with the first period it meets: what an imported calendar would double-book.
 */
export async function heldStaysMeeting(
  db: TDb,
  listingId: number,
  periods: { start: string; last: string }[],
) {
  if (periods.length === 0) return []
  const starts = periods.map((period) => period.start).join(',')
  const lasts = periods.map((period) => period.last).join(',')
  // Both drivers (node-postgres and PGlite) answer a raw query with its `rows`.
  const result = (await db.execute(sql`
    select distinct on (b.id) b.id, b.check_in as "checkIn", b.check_out as "checkOut",
      p.start::text as start, p.last::text as last
    from bookings b
    join unnest(string_to_array(${starts}, ',')::date[], string_to_array(${lasts}, ',')::date[])
      as p(start, last) on b.stay && daterange(p.start, p.last, '[]')
    where b.property_id = ${listingId} and b.holds_dates
    order by b.id, p.start`)) as unknown as {
    rows: { id: number; checkIn: string; checkOut: string; start: string; last: string }[]
  }
  return result.rows
}
