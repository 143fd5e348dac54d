import { asc, eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { reviews } from './tables.ts'

/**
 * What this module holds about one person, for the privacy module's export and erasure
 * (decisions 024 and 029): the rows are this module's, so the SQL lives here and the privacy
 * repository lists every such door in one place.
 */
export function reviewsByAuthor(db: TDb, userId: string) {
  return db.select().from(reviews).where(eq(reviews.authorId, userId)).orderBy(asc(reviews.id))
}
