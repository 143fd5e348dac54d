import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { isDatabaseUnavailable } from '../lib/pg-errors.ts'
import type { TDb } from './client.ts'

/** One Drizzle instance per pooled connection, made on its first transaction. */
const onConnection = new WeakMap<pg.PoolClient, TDb>()

/**
 * Runs `work` in one transaction: every write inside commits together or not at all. Repositories
 * take the transaction as their database, so services compose them freely.
 *
 * On a PostgreSQL pool the connection is taken and given back here rather than by Drizzle, which
 * keeps a connection forever when its BEGIN fails (a cut network) and gives a broken one back to
 * the pool for the next request: after a few cuts no connection would be left.
 */
export async function inTransaction<T>(db: TDb, work: (tx: TDb) => Promise<T>): Promise<T> {
  const pool = (db as { $client?: unknown }).$client
  if (!(pool instanceof pg.Pool)) return db.transaction((tx) => work(tx as unknown as TDb))
  const client = await pool.connect()
  let broken: Error | undefined
  try {
    let session = onConnection.get(client)
    if (!session) {
      session = drizzleNodePg(client) as unknown as TDb
      onConnection.set(client, session)
    }
    return await session.transaction((tx) => work(tx as unknown as TDb))
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken = error as Error
    throw error
  } finally {
    client.release(broken)
  }
}
