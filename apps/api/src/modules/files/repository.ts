import { eq, inArray } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { storedFiles } from './tables.ts'

export type TNewStoredFile = typeof storedFiles.$inferInsert

export function createFilesRepository(db: TDb) {
  return {
    async insert(files: TNewStoredFile[]) {
      if (files.length === 0) return []
      return db.insert(storedFiles).values(files).returning()
    },
    async findById(id: string) {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id))
      return row
    },
    async deleteMany(ids: string[]) {
      if (ids.length === 0) return []
      return db
        .delete(storedFiles)
        .where(inArray(storedFiles.id, ids))
        .returning({ storageKey: storedFiles.storageKey })
    },
  }
}
