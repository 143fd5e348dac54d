import { asc, eq, or } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { visits } from './tables.ts'

/**
 * What this module holds about one person, for the privacy module's export and erasure
 * (decisions 024 and 029): the rows are this module's, so the SQL lives here and the privacy
 * repository lists every such door in one place.
 */
export function visitsOfPerson(db: TDb, userId: string) {
  return db
    .select()
    .from(visits)
    .where(or(eq(visits.guestId, userId), eq(visits.hostId, userId)))
    .orderBy(asc(visits.id))
}

/** The renter's own words in their visit requests go; the visits stay (the host's calendar). */
export async function clearVisitMessagesOf(db: TDb, userId: string) {
  await db.update(visits).set({ message: '' }).where(eq(visits.guestId, userId))
}
