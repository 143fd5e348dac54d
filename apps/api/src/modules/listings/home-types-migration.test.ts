import { readFileSync } from 'node:fs'
import { LISTING_TYPES } from '@demeure/shared'
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishListings } from '../../test/catalogue.ts'
import { signUpHost } from '../../test/listings.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { searchDocuments } from '../search/tables.ts'
import { properties } from './tables.ts'

/**
 * Migration 0016 moves listings of the retired types into the one taxonomy. Listings are written
 * with the old values (as an older version stored them), then the migration's statements run again
 * on them, as they run on a database that holds such listings.
 */
const MIGRATION = readFileSync(new URL('../../db/migrations/0016_home_types.sql', import.meta.url), 'utf8')

let t: TTestApp
let ids: number[]
beforeAll(async () => {
  t = await createTestApp()
  const host = await signUpHost(t)
  ids = await publishListings(t, host.user.id, [
    { title: 'Old office', propertyType: 'Office' },
    { title: 'Old camper', propertyType: 'camper_and_rvs' },
    { title: 'Old room', propertyType: 'private_room', roomCategory: 'entire_home' },
    { title: 'Old studio', propertyType: 'studio' },
  ])
  for (const statement of MIGRATION.split('--> statement-breakpoint')) {
    await t.database.db.execute(sql.raw(statement))
  }
  // The search documents' trigger announces each change; this process reads them again.
  for (const id of ids) t.app.searchEngine.noteLocalWrite(id)
})
afterAll(() => t.close())

describe('migration 0016: one taxonomy of home types', () => {
  it('leaves only taxonomy values in listings and their search documents, alike', async () => {
    for (const table of [properties, searchDocuments]) {
      const key = table === properties ? table.id : searchDocuments.propertyId
      const rows = await t.database.db
        .select({ type: table.propertyType, category: table.roomCategory })
        .from(table)
        .where(inArray(key, ids))
        .orderBy(key)
      expect(rows).toEqual([
        { type: 'other', category: 'entire_home' },
        { type: 'other', category: 'entire_home' },
        { type: 'apartment', category: 'private_room' },
        { type: 'studio', category: 'entire_home' },
      ])
      for (const row of rows) expect(LISTING_TYPES).toContain(row.type)
    }
  })

  it('lets search find the moved listings by their new type and the room by "Private room"', async () => {
    const titles = async (query: string) =>
      (
        (await t.inject({ method: 'GET', url: `/api/properties/?${query}` })).json().results as {
          title: string
        }[]
      )
        .map((card) => card.title)
        .sort()
    expect(await titles('type=other')).toEqual(['Old camper', 'Old office'])
    expect(await titles('type=private_room')).toEqual(['Old room'])
    expect(await titles('type=apartment')).toEqual(['Old room'])
  })
})
