import { favourites } from '../modules/favourites/tables.ts'
import { properties } from '../modules/listings/tables.ts'
import { fixtureListingValues } from './catalogue.ts'
import type { TTestApp } from './test-app.ts'

/**
 * `count` saved homes written straight to the table, each on an archived listing of its own made
 * for it in one insert: enough to reach the limit without publishing hundreds of homes.
 */
export async function fillFavourites(t: TTestApp, userId: string, hostId: string, count: number) {
  const rows = await t.database.db
    .insert(properties)
    .values(Array.from({ length: count }, (_, index) => fixtureListingValues(hostId, index, 'archived')))
    .returning({ id: properties.id })
  await t.database.db.insert(favourites).values(rows.map((row) => ({ userId, propertyId: row.id })))
}
