import { eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { users } from './tables.ts'

/**
 * What this module holds about one person, for the privacy module's export and erasure
 * (decisions 024 and 029): the rows are this module's, so the SQL lives here and the privacy
 * repository lists every such door in one place.
 */
export async function accountOf(db: TDb, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row
}

/** The account row stays (stays and payments point at it) with nothing left that names the person. */
export async function anonymizeAccount(db: TDb, userId: string, at: Date) {
  const tag = userId.slice(0, 8)
  await db
    .update(users)
    .set({
      firstName: 'Deleted',
      lastName: 'user',
      username: `deleted-${userId}`,
      email: `deleted-${tag}-${userId}@deleted.invalid`,
      passwordHash: null,
      googleSub: null,
      phone: '',
      bio: '',
      profilePictureKey: null,
      userType: 'guest',
      isVerified: false,
      updatedAt: at,
    })
    .where(eq(users.id, userId))
}
