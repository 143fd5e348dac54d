import { BUSINESS_TIME_ZONE } from '@demeure/shared'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { listingRows, openDatesOf } from '../listings/index.ts'
import { publishedUsers } from '../users/index.ts'
import { bookings, ledgerEntries } from './tables.ts'

/** Stays that certainly happen: paid (confirmed) or under way (active). */
const OCCUPYING = sql`('confirmed', 'active')`

/** Nights in a date multirange (canonical '[)' ranges: upper − lower is the number of nights). */
const nightsIn = (multirange: ReturnType<typeof sql>) =>
  sql`(select coalesce(sum(upper(r) - lower(r)), 0) from unnest(${multirange}) r)`

/**
 * The co-host dashboard's booking and money figures, computed in the database so a host with many
 * listings and stays costs one query per figure. They are the stays' and the ledger's, so they live
 * here; the listings module's dashboard gets them as a port (`THostBookingFigures`) from app.ts.
 */
export function createHostFiguresRepository(db: TDb) {
  return {
    /**
     * Booked and open nights of the host's published listings in the `days` nights from `from`. Open = availability
     * periods minus reserved dates, plus the booked nights themselves (a stay stays counted even if
     * the periods were edited afterwards), so booked ≤ open always.
     */
    async occupancy(hostId: string, from: string, days: number) {
      // Both drivers (node-postgres and PGlite) answer a raw query with its `rows`.
      const result = (await db.execute(sql`
        with listing as (
          select
            ${openDatesOf(sql`p.id`)} as open,
            coalesce((select range_agg(b.stay) from bookings b
                      where b.property_id = p.id and b.status in ${OCCUPYING}), '{}'::datemultirange) as booked
          from ${listingRows('p')}
          where p.host_id = ${hostId} and p.status = 'published'
        ),
        window_ as (select datemultirange(daterange(${from}::date, ${from}::date + ${days}::int, '[)')) as w)
        select
          coalesce(sum(${nightsIn(sql`l.booked * window_.w`)}), 0)::int as booked,
          coalesce(sum(${nightsIn(sql`(l.open + l.booked) * window_.w`)}), 0)::int as open
        from listing l, window_`)) as unknown as { rows: { booked: number; open: number }[] }
      const row = result.rows[0]
      return { booked: Number(row?.booked ?? 0), open: Number(row?.open ?? 0) }
    },

    async pendingRequests(hostId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.hostId, hostId), eq(bookings.status, 'requested')))
      return row?.n ?? 0
    },

    /** The next paid stays to begin on or after `fromDate`, soonest first. */
    async upcomingCheckIns(hostId: string, fromDate: string, limit: number) {
      const properties = listingRows('properties')
      const users = publishedUsers('users')
      return db
        .select({
          bookingId: bookings.id,
          propertyId: bookings.propertyId,
          title: properties.title,
          titleFr: properties.titleFr,
          guestFirstName: users.firstName,
          guestLastName: users.lastName,
          checkIn: bookings.checkIn,
          checkOut: bookings.checkOut,
          guests: bookings.guests,
        })
        .from(bookings)
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .innerJoin(users, eq(users.id, bookings.guestId))
        .where(
          and(
            eq(bookings.hostId, hostId),
            // A stay checking in today turns active at midnight; it is still today's check-in.
            sql`${bookings.status} in ${OCCUPYING}`,
            sql`${bookings.checkIn} >= ${fromDate}`,
          ),
        )
        .orderBy(asc(bookings.checkIn), asc(bookings.id))
        .limit(limit)
    },

    /**
     * The host's payouts in cents: released, still held, and released or due in the month of
     * `monthStart` (YYYY-MM-01, Montreal's calendar). Cancelled payouts count nowhere.
     */
    async earnings(hostId: string, monthStart: string) {
      const releaseDay = sql`(${ledgerEntries.availableAt} at time zone ${BUSINESS_TIME_ZONE})::date`
      const [row] = await db
        .select({
          paid: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.status} = 'released'), 0)::int`,
          pending: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.status} = 'held'), 0)::int`,
          thisMonth: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (
            where ${ledgerEntries.status} in ('held', 'released')
              and ${releaseDay} >= ${monthStart}::date
              and ${releaseDay} < (${monthStart}::date + interval '1 month')), 0)::int`,
        })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, hostId), eq(ledgerEntries.kind, 'payout')))
      return {
        paid: Number(row?.paid ?? 0),
        pending: Number(row?.pending ?? 0),
        thisMonth: Number(row?.thisMonth ?? 0),
      }
    },
  }
}
