import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'

/*
 * What other modules' SQL may compute from the reviews (decision 029): expressions on a listing's
 * id (a column, or raw SQL such as `p.id`), correlated subqueries on this module's table. Search
 * writes them into a listing's document.
 */

/** The listing's average rating to two decimals, 0 without reviews. */
export const ratingOf = (listingId: SQLWrapper): SQL =>
  sql`coalesce((select round(avg(r.rating), 2) from reviews r where r.property_id = ${listingId}), 0)`

/** How many reviews the listing has. */
export const reviewCountOf = (listingId: SQLWrapper): SQL<number> =>
  sql`(select count(*)::int from reviews r where r.property_id = ${listingId})`
