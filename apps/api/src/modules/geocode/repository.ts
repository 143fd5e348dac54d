import { and, eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { geocodeCache } from './tables.ts'

/** Geocoder answers kept in the database, shared by every process (the upstream asks for few calls). */
export function createGeocodeCacheRepository(db: TDb) {
  return {
    async find(kind: string, query: string): Promise<{ answer: unknown } | undefined> {
      const [hit] = await db
        .select({ answer: geocodeCache.answer })
        .from(geocodeCache)
        .where(and(eq(geocodeCache.kind, kind), eq(geocodeCache.query, query)))
      return hit
    },
    /** The first answer stored wins when two processes ask at once. */
    async save(kind: string, query: string, answer: unknown) {
      await db.insert(geocodeCache).values({ kind, query, answer }).onConflictDoNothing()
    },
  }
}
