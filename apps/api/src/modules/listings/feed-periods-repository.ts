import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { availabilities } from './availability-tables.ts'

/** A reserved period of an outside calendar: its event's uid and its first and last days. */
type TFeedPeriod = { uid: string; start: string; last: string }

/**
 * The availability periods that the calendar module imports from outside calendars and exports to
 * them: the periods are the listing's rows (decision 029), so the calendar writes them through here.
 */
export function importedPeriodsOf(db: TDb, feedId: number) {
  return db
    .select({
      uid: availabilities.externalUid,
      start: availabilities.startDate,
      last: availabilities.endDate,
    })
    .from(availabilities)
    .where(eq(availabilities.calendarFeedId, feedId))
}

/** Replaces a feed's reserved dates with what it holds now, by slices of 500 rows. */
export async function replaceImportedPeriods(
  db: TDb,
  listingId: number,
  feedId: number,
  periods: TFeedPeriod[],
) {
  await db.delete(availabilities).where(eq(availabilities.calendarFeedId, feedId))
  for (let from = 0; from < periods.length; from += 500) {
    await db.insert(availabilities).values(
      periods.slice(from, from + 500).map((period) => ({
        propertyId: listingId,
        startDate: period.start,
        endDate: period.last,
        isAvailable: false,
        calendarFeedId: feedId,
        externalUid: period.uid,
      })),
    )
  }
}

/** The dates the host reserved here (not imported ones) ending on or after `fromDay`. */
export function hostReservedPeriods(db: TDb, listingId: number, fromDay: string) {
  return db
    .select({ id: availabilities.id, start: availabilities.startDate, last: availabilities.endDate })
    .from(availabilities)
    .where(
      and(
        eq(availabilities.propertyId, listingId),
        eq(availabilities.isAvailable, false),
        isNull(availabilities.calendarFeedId),
        sql`${availabilities.endDate} >= ${fromDay}`,
      ),
    )
    .orderBy(asc(availabilities.startDate), asc(availabilities.id))
}
