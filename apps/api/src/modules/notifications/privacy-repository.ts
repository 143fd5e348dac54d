import { eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { notifications } from './tables.ts'

/**
 * What this module holds about one person, for the privacy module's export and erasure
 * (decisions 024 and 029): the rows are this module's, so the SQL lives here and the privacy
 * repository lists every such door in one place.
 */
export async function deleteNotificationsOf(db: TDb, userId: string) {
  await db.delete(notifications).where(eq(notifications.userId, userId))
}
