import { and, eq, isNull } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { passwordResets, refreshTokens } from './tables.ts'

/**
 * What this module holds about one person, for the privacy module's export and erasure
 * (decisions 024 and 029): the rows are this module's, so the SQL lives here and the privacy
 * repository lists every such door in one place.
 */
export async function forgetPasswordResets(db: TDb, userId: string) {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId))
}

/** Every session of the person ends: their refresh tokens stop working. */
export async function revokeSessionsOf(db: TDb, userId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
}
