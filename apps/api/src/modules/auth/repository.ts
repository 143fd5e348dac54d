import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { preparedLiveUser } from '../users/index.ts'
import { passwordResets, refreshTokens } from './tables.ts'

export function createAuthRepository(db: TDb) {
  /** Prepared at its first use: a repository made for a transaction never asks for it. */
  let liveSessionUser: ReturnType<typeof preparedLiveUser> | undefined
  return {
    async insertRefreshToken(row: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(refreshTokens).values(row)
    },
    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
      return row
    },
    /** Marks a token used; false when another request already did (a concurrent reuse). */
    async markRefreshTokenUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id })
      return rows.length === 1
    },
    async revokeFamily(familyId: string, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    },
    async revokeAllForUser(userId: string, at: Date, exceptFamilyId?: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        )
    },
    /**
     * The user behind an access token, provided its session (refresh family) is still alive. Asked
     * once per authenticated request, so prepared; only on the process's pool (see preparedLiveUser).
     */
    findUserWithLiveSession(userId: string, familyId: string) {
      liveSessionUser ??= preparedLiveUser(
        db,
        'auth_live_session_user',
        sql`exists (select 1 from ${refreshTokens}
          where ${refreshTokens.familyId} = ${sql.placeholder('familyId')}
          and ${refreshTokens.userId} = ${sql.placeholder('userId')} and ${refreshTokens.revokedAt} is null)`,
      )
      return liveSessionUser({ userId, familyId })
    },
    async insertPasswordReset(row: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResets).values(row)
    },
    /** Consumes a reset token atomically: only one request can ever use it. */
    async consumePasswordReset(tokenHash: string, at: Date) {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, at),
          ),
        )
        .returning({ userId: passwordResets.userId })
      return row
    },
  }
}
export type TAuthRepository = ReturnType<typeof createAuthRepository>
