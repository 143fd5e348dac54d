import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../config.ts'
import type { TDatabase } from '../db/client.ts'
import { adminQuery, createMigratedPostgres } from './database-templates.ts'

/**
 * What the real-process suites need: the machine's PostgreSQL (TEST_DB=postgres and
 * TEST_DATABASE_URL) and Redis (REDIS_URL). Without them the suites skip, and say why in their name.
 */
export function realServices() {
  const suite = loadConfig()
  const serverUrl = suite.testDatabaseUrl
  const redisUrl = suite.redisUrl
  return {
    isMissing: suite.testDatabase !== 'postgres' || !serverUrl || !redisUrl,
    reason: 'needs TEST_DB=postgres, TEST_DATABASE_URL and REDIS_URL (real PostgreSQL and Redis)',
    serverUrl: serverUrl as string,
    redisUrl: redisUrl as string,
  }
}

export type TScratch = {
  /** The new database's URL. */
  url: string
  database: TDatabase
  dataDir: string
  drop(): Promise<void>
}

/** A migrated database of its own on the test server, and a data folder; `drop` removes both. */
export async function createScratchDatabase(serverUrl: string, label: string): Promise<TScratch> {
  const name = `demeure_${label}_${Date.now().toString(36)}_${process.pid}`
  const { url, database } = await createMigratedPostgres(serverUrl, name)
  const dataDir = mkdtempSync(path.join(tmpdir(), `demeure-${label}-`))
  return {
    url,
    database,
    dataDir,
    async drop() {
      await database.close()
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
