import { setTimeout } from 'node:timers/promises'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { PgTransaction } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { isDatabaseUnavailable, isTransientConflict } from '../lib/pg-errors.ts'
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
  // PostgreSQL aborts one of two transactions that wait on each other (a deadlock), whatever order
  // the code takes its locks in: two hosts' writes on one listing, a payment's hold beside a host's
  // reserved dates. Nothing of the aborted one was kept, so it runs again, after a short random
  // wait that lets the other one finish (seen as a 500 under the bench's writes before).
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transactionOnPool(pool, work)
    } catch (error) {
      if (attempt >= TRANSIENT_ATTEMPTS || !isTransientConflict(error)) throw error
      await setTimeout(Math.random() * 20 * attempt)
    }
  }
}

/** Tries of a transaction PostgreSQL aborted for a deadlock or a serialization failure. */
const TRANSIENT_ATTEMPTS = 4

async function transactionOnPool<T>(pool: pg.Pool, work: (tx: TDb) => Promise<T>): Promise<T> {
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

/** Whether `db` is a transaction (given by `inTransaction`) rather than the database itself. */
export const isTransaction = (db: TDb): boolean => (db as unknown) instanceof PgTransaction
