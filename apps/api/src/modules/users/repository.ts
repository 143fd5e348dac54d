import { eq, inArray, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { type TUserRow, users } from './tables.ts'

export type TNewUser = typeof users.$inferInsert
export type TUserChanges = Partial<
  Pick<
    TUserRow,
    | 'username'
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'bio'
    | 'language'
    | 'suspendedAt'
    | 'profilePictureKey'
    | 'passwordHash'
    | 'userType'
    | 'googleSub'
    | 'isVerified'
  >
>

export function createUsersRepository(db: TDb) {
  return {
    async findById(id: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row
    },
    /** Each of the users that exists, in no order: one statement, however many. */
    async findByIds(ids: string[]): Promise<TUserRow[]> {
      if (ids.length === 0) return []
      return db.select().from(users).where(inArray(users.id, ids))
    },
    /** Emails are citext: the lookup ignores case. */
    async findByEmail(email: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email))
      return row
    },
    async findByGoogleSub(sub: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSub, sub))
      return row
    },
    async isUsernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username))
      return row !== undefined && row.id !== exceptUserId
    },
    async insert(user: TNewUser): Promise<TUserRow> {
      const [row] = await db.insert(users).values(user).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async update(id: string, changes: TUserChanges): Promise<TUserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning()
      return row
    },
  }
}
export type TUsersRepository = ReturnType<typeof createUsersRepository>
