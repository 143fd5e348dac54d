import { eq, getTableColumns } from 'drizzle-orm'
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

/** Locks a listing's row until the transaction ends (the calendar counts its feeds under it). */
export async function lockListing(db: TDb, listingId: number) {
  await db.select({ id: properties.id }).from(properties).where(eq(properties.id, listingId)).for('update')
}
