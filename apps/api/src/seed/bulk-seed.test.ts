import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentSources } from '../document-sources.ts'
import { properties } from '../modules/listings/tables.ts'
import { createDocumentRepository } from '../modules/search/document-repository.ts'
import { searchDocuments } from '../modules/search/tables.ts'
import { users } from '../modules/users/tables.ts'
import { createLocalStorage } from '../plugins/storage/local-storage.ts'
import { createTestApp, type TTestApp } from '../test/test-app.ts'
import { seedBulkCatalogue } from './bulk-catalogue.ts'
import { seedDemoUsers } from './demo-users.ts'
import { seedDemo } from './index.ts'

/** Just past the bulk threshold (2,000), so the bulk path runs. */
const LISTINGS = 3000
let t: TTestApp
beforeAll(async () => {
  t = await createTestApp()
}, 120_000)
afterAll(() => t.close())

const countOf = async (table: typeof properties | typeof searchDocuments) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n

describe('the bulk catalogue', () => {
  it('resumes a seed cut short where it stopped, without writing a listing twice', async () => {
    const { db } = t.database
    const storage = createLocalStorage(t.config.storage.uploadsDir)
    await seedDemoUsers(db)
    const hosts = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'co-host'))
    // A run asked for 3,000 that stopped after two chunks of 1,000.
    await seedBulkCatalogue({ db, storage, hostIds: hosts.map((h) => h.id), count: 2000, now: t.clock.now() })
    const lines: string[] = []
    await seedDemo(t.database, storage, {
      listings: LISTINGS,
      now: t.clock.now(),
      log: (line) => lines.push(line),
    })

    expect(await countOf(properties)).toBe(LISTINGS)
    expect(await countOf(searchDocuments)).toBe(LISTINGS)
    const titles = await db.select({ title: properties.title }).from(properties)
    const numbers = new Set(titles.map((row) => Number(/#(\d+) /.exec(row.title)?.[1])))
    expect(numbers.size).toBe(LISTINGS)
    expect(Math.max(...numbers)).toBe(LISTINGS)
    expect(lines[0]).toBe('resuming the catalogue after 2,000 listings')
    expect(lines).toContain('listings 3,000 / 3,000')
    expect(lines).toContain('search documents 3,000 / 3,000')
    // Run again: complete, so nothing is added.
    await seedDemo(t.database, storage, { listings: LISTINGS, now: t.clock.now() })
    expect(await countOf(properties)).toBe(LISTINGS)
  }, 180_000)

  it('rebuilds the documents in batches, resumable from the last id it reported', async () => {
    const { db } = t.database
    const search = createDocumentRepository(db, documentSources)
    const ids = (await db.select({ id: properties.id }).from(properties).orderBy(properties.id)).map(
      (r) => r.id,
    )
    const archived = ids.slice(10, 15)
    await db.update(properties).set({ status: 'archived' }).where(inArray(properties.id, archived))
    await db.delete(searchDocuments)

    const progress: { listings: number; lastId: number }[] = []
    await search.refreshAll({ batchSize: 700, onProgress: (step) => progress.push(step) })
    expect(progress.map((step) => step.listings)).toEqual([700, 1400, 2100, 2800, 3000])
    expect(progress.at(-1)?.lastId).toBe(ids.at(-1))
    expect(await countOf(searchDocuments)).toBe(LISTINGS - archived.length)

    // Cut short after the second batch: the documents after it are gone; resuming restores them.
    const cut = progress[1]?.lastId as number
    await db.delete(searchDocuments).where(
      inArray(
        searchDocuments.propertyId,
        ids.filter((id) => id > cut),
      ),
    )
    await search.refreshAll({ batchSize: 700, fromId: cut })
    expect(await countOf(searchDocuments)).toBe(LISTINGS - archived.length)
    const archivedDocuments = await db
      .select({ n: count() })
      .from(searchDocuments)
      .where(inArray(searchDocuments.propertyId, archived))
    expect(archivedDocuments[0]?.n).toBe(0)
  }, 180_000)
})
