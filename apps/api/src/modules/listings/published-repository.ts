import { eq, getTableColumns, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { TDb } from '../../db/client.ts'
import { properties } from './tables.ts'

/**
 * The listings' rows as other modules' SQL may join them (decision 029): search builds its
 * documents from them, the sitemap lists them, receipts and the staff's money views name the home.
 * A plain subquery, so PostgreSQL pulls it up into the caller's query (same plan and indexes as
 * the table); `name` is its alias in the SQL.
 */
export function listingRows<TName extends string>(name: TName) {
  return new QueryBuilder().select(getTableColumns(properties)).from(properties).as(name)
}

/*
 * What other modules' SQL may compute from a listing's photos and periods: expressions on the
 * listing's id (a column, or raw SQL such as `p.id`), correlated subqueries on this module's tables.
 */

/** The card-size keys of the listing's photos, in gallery order (a search card's pictures). */
export const cardKeysOf = (listingId: SQLWrapper): SQL<string[]> =>
  sql`coalesce((select array_agg(ph.card_key order by ph.position, ph.id)
    from property_photos ph where ph.property_id = ${listingId}), '{}')`

/** The listing's photos for its page, in gallery order, as a JSON array. */
export const photosJsonOf = <TPhoto>(listingId: SQLWrapper): SQL<TPhoto[]> =>
  sql`coalesce((
    select json_agg(json_build_object('galleryKey', ph.gallery_key, 'cardKey', ph.card_key,
      'description', ph.description) order by ph.position, ph.id)
    from property_photos ph where ph.property_id = ${listingId}), '[]'::json)`

/** The listing's availability periods and reserved dates for its page, by start, as a JSON array. */
export const periodsJsonOf = <TPeriod>(listingId: SQLWrapper): SQL<TPeriod[]> =>
  sql`coalesce((
    select json_agg(json_build_object('startDate', a.start_date, 'endDate', a.end_date,
      'isAvailable', a.is_available) order by a.start_date, a.id)
    from availabilities a where a.property_id = ${listingId}), '[]'::json)`

/**
 * The nights the host opened: the available periods minus the reserved dates, a datemultirange
 * (stays are not taken out: the owner of the stays does that).
 */
export const openDatesOf = (listingId: SQLWrapper): SQL =>
  sql`(coalesce((select range_agg(daterange(a.start_date, a.end_date, '[]'))
      from availabilities a where a.property_id = ${listingId} and a.is_available), '{}'::datemultirange)
    - coalesce((select range_agg(daterange(a.start_date, a.end_date, '[]'))
      from availabilities a where a.property_id = ${listingId} and not a.is_available), '{}'::datemultirange))`

/** Locks a listing's row until the transaction ends (the calendar counts its feeds under it). */
export async function lockListing(db: TDb, listingId: number) {
  await db.select({ id: properties.id }).from(properties).where(eq(properties.id, listingId)).for('update')
}
