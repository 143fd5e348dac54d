import type { TDb } from '../../db/client.ts'
import { isTransaction } from '../../db/transaction.ts'
import { createUsersRepository, type TNewUser } from './repository.ts'
import type { TUserRow } from './tables.ts'

/**
 * The users a transaction has read, by id, while it lasts. A change reads the same guest and host
 * several times (a notice's names, then each notice's e-mail address and language), and every read
 * is a round trip to PostgreSQL; inside one transaction each is read once. Only for transactions:
 * outside one, a row read by a request could be stale for the next. Accounts changed through this
 * service are read again (`forget`); no other code writes users inside a transaction, and none
 * nests one.
 */
const readInTransaction = new WeakMap<TDb, Map<string, Promise<TUserRow | undefined>>>()

function readsOf(transaction: TDb) {
  const reads = readInTransaction.get(transaction) ?? new Map<string, Promise<TUserRow | undefined>>()
  readInTransaction.set(transaction, reads)
  return reads
}

/**
 * The users module's service to the other modules: what they may read and change of an account.
 * It runs on the database or transaction it is given, so a caller's transaction spans both modules
 * (docs/architecture.md, "Layering rules").
 */
export function createAccounts(db: TDb) {
  const users = createUsersRepository(db)
  const read = isTransaction(db) ? readsOf(db) : undefined
  const forget = <T>(id: string, change: Promise<T>) => {
    read?.delete(id)
    return change
  }
  return {
    findById(id: string): Promise<TUserRow | undefined> {
      if (!read) return users.findById(id)
      const known = read.get(id) ?? users.findById(id)
      read.set(id, known)
      return known
    },
    /** Emails are case-insensitive. */
    findByEmail: (email: string): Promise<TUserRow | undefined> => users.findByEmail(email),
    findByGoogleSub: (sub: string): Promise<TUserRow | undefined> => users.findByGoogleSub(sub),
    isUsernameTaken: (username: string, exceptUserId?: string) =>
      users.isUsernameTaken(username, exceptUserId),
    create: (user: TNewUser): Promise<TUserRow> => users.insert(user),
    setPassword: (id: string, passwordHash: string) => forget(id, users.update(id, { passwordHash })),
    /** A Google sign-in vouches for the e-mail address: the account is verified too. */
    linkGoogle: (id: string, googleSub: string) =>
      forget(id, users.update(id, { googleSub, isVerified: true })),
    /** An approved identity check makes the user a verified co-host. */
    makeVerifiedCoHost: (id: string) =>
      forget(id, users.update(id, { userType: 'co-host', isVerified: true })),
    /** Staff accounts are made by hand in the database; this serves the end-to-end tests' own one. */
    makeStaff: (id: string) => forget(id, users.update(id, { userType: 'admin', isVerified: true })),
    /** Staff moderation suspends an account: it can no longer sign in or use its tokens. */
    suspend: (id: string, at: Date) => forget(id, users.update(id, { suspendedAt: at })),
    /** Each distinct user of `ids` that still exists, by id (wire helpers show both sides of a stay). */
    async byIds(ids: Iterable<string>): Promise<Map<string, TUserRow>> {
      const wanted = [...new Set(ids)]
      if (!read) return new Map((await users.findByIds(wanted)).map((user) => [user.id, user]))
      const unknown = wanted.filter((id) => !read.has(id))
      const fetched = users.findByIds(unknown)
      for (const id of unknown)
        read.set(
          id,
          fetched.then((rows) => rows.find((user) => user.id === id)),
        )
      const found = await Promise.all(wanted.map((id) => read.get(id)))
      return new Map(found.flatMap((user) => (user ? [[user.id, user] as const] : [])))
    },
  }
}
export type TAccounts = ReturnType<typeof createAccounts>
