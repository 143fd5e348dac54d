import { and, eq, inArray } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { bookingDocuments, bookings, storedFiles } from '../../db/schema/index.ts'

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
    /** Whether the file belongs to a rental agreement sent to this host: they read it to answer. */
    async isRentalDocumentFor(fileId: string, hostId: string) {
      const [row] = await db
        .select({ bookingId: bookingDocuments.bookingId })
        .from(bookingDocuments)
        .innerJoin(bookings, eq(bookings.id, bookingDocuments.bookingId))
        .where(and(eq(bookingDocuments.fileId, fileId), eq(bookings.hostId, hostId)))
        .limit(1)
      return row !== undefined
    },
  }
}
