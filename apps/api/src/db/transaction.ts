import type { TDb } from './client.ts'

/**
 * Runs `work` in one transaction: every write inside commits together or not at all. Repositories
 * take the transaction as their database, so services compose them freely.
 */
export function inTransaction<T>(db: TDb, work: (tx: TDb) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as TDb))
}
