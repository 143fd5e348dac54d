import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { connectPglite, connectPostgres, type TDatabase } from '../db/client.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server of TEST_DATABASE_URL when the suite runs with TEST_DB=postgres.
 */
export async function createTestDatabase(
  target: 'pglite' | 'postgres',
  serverUrl?: string,
): Promise<TDatabase> {
  if (target === 'pglite') {
    const database = connectPglite()
    await database.migrate()
    return database
  }
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `demeure_test_${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = connectPostgres(url.toString())
  await database.migrate()
  return {
    ...database,
    async close() {
      await database.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
