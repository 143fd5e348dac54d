import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { TDb } from '../../db/client.ts'
import { users } from './tables.ts'

/**
 * What other modules' repositories may read of the accounts, published through the door (decision
 * 029): they join `publishedUsers`, never the `users` table, so a column added here is a choice.
 */
const queries = new QueryBuilder()

/**
 * The accounts as another module's SQL may join them: who a person is, never their secrets
 * (password hash, Google id) or private profile (phone, bio). A plain subquery, so PostgreSQL
 * pulls it up into the caller's query: the same plan and indexes as joining the table. `name` is
 * its alias in the SQL, so a query can join it twice (a stay's renter and host).
 */
export function publishedUsers<TName extends string>(name: TName) {
  return queries
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePictureKey: users.profilePictureKey,
      userType: users.userType,
      isVerified: users.isVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .as(name)
}

/** These accounts' rows, in one query (a page of listings shows each host once). */
export function usersByIds(db: TDb, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(users).where(inArray(users.id, ids))
}

/**
 * The account behind an access token, if not suspended and `sessionAlive` (the auth module's
 * condition on its refresh tokens, with placeholders) holds: one query per authenticated request.
 * Prepared once, under `name`: building the statement's text costs Drizzle about 450 µs, running it
 * prepared about 180 (decision 026, "an eighteenth machine"). Only for the process's own pool,
 * never a transaction: a prepared query belongs to the session it was built on.
 */
export function preparedLiveUser(db: TDb, name: string, sessionAlive: SQL) {
  const query = db
    .select()
    .from(users)
    // A suspended account's tokens stop working at once, in every process.
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.suspendedAt), sessionAlive))
    .prepare(name)
  return async (params: { userId: string } & Record<string, string>) => {
    const [row] = await query.execute(params)
    return row
  }
}
