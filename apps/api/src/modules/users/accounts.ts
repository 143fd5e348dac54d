import type { TDb } from '../../db/client.ts'
import { createUsersRepository, type TNewUser } from './repository.ts'
import type { TUserRow } from './tables.ts'

/**
 * The users module's service to the other modules: what they may read and change of an account.
 * It runs on the database or transaction it is given, so a caller's transaction spans both modules
 * (docs/architecture.md, "Layering rules").
 */
export function createAccounts(db: TDb) {
  const users = createUsersRepository(db)
  return {
    findById: (id: string): Promise<TUserRow | undefined> => users.findById(id),
    /** Emails are case-insensitive. */
    findByEmail: (email: string): Promise<TUserRow | undefined> => users.findByEmail(email),
    findByGoogleSub: (sub: string): Promise<TUserRow | undefined> => users.findByGoogleSub(sub),
    isUsernameTaken: (username: string, exceptUserId?: string) =>
      users.isUsernameTaken(username, exceptUserId),
    create: (user: TNewUser): Promise<TUserRow> => users.insert(user),
    setPassword: (id: string, passwordHash: string) => users.update(id, { passwordHash }),
    /** A Google sign-in vouches for the e-mail address: the account is verified too. */
    linkGoogle: (id: string, googleSub: string) => users.update(id, { googleSub, isVerified: true }),
    /** An approved identity check makes the user a verified co-host. */
    makeVerifiedCoHost: (id: string) => users.update(id, { userType: 'co-host', isVerified: true }),
    /** Staff accounts are made by hand in the database; this serves the end-to-end tests' own one. */
    makeStaff: (id: string) => users.update(id, { userType: 'admin', isVerified: true }),
    /** Staff moderation suspends an account: it can no longer sign in or use its tokens. */
    suspend: (id: string, at: Date) => users.update(id, { suspendedAt: at }),
    /** Each distinct user of `ids` that still exists, by id (wire helpers show both sides of a stay). */
    async byIds(ids: Iterable<string>): Promise<Map<string, TUserRow>> {
      const people = new Map<string, TUserRow>()
      for (const id of new Set(ids)) {
        const user = await users.findById(id)
        if (user) people.set(id, user)
      }
      return people
    },
  }
}
export type TAccounts = ReturnType<typeof createAccounts>
