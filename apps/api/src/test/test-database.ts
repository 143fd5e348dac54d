import type { TDatabase } from '../db/client.ts'
import {
  adminQuery,
  createMigratedPglite,
  createMigratedPostgres,
  throwAwayDatabaseName,
} from './database-templates.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs with TEST_DB=postgres.
 * Both start from the run's migrated template when there is one (database-templates.ts).
 */
export async function createTestDatabase(
  target: 'pglite' | 'postgres',
  serverUrl?: string,
): Promise<TDatabase> {
  if (target === 'pglite') {
    return createMigratedPglite()
  }
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = throwAwayDatabaseName()
  const { database } = await createMigratedPostgres(serverUrl, name)
  return {
    ...database,
    async close() {
      await database.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}
