import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadConfig } from '../config.ts'
import type { TDatabase } from '../db/client.ts'
import { seedDemoUsers } from '../seed/demo-users.ts'
import { createMigratedPglite } from './database-templates.ts'
import { createScratchDatabase } from './scratch-database.ts'

/**
 * A database for one real API process, in the suite's mode (TEST_DB): a scratch PostgreSQL database,
 * or the embedded PGlite in a data folder of its own, prepared before the process opens it (PGlite
 * serves one process at a time). Either way it holds the demo accounts, so a test logs in as the
 * demo host over HTTP, and whatever `prepare` adds. `env` is what the process needs; `drop` removes
 * everything.
 */
export async function prepareProcessDatabase(
  label: string,
  prepare: (database: TDatabase) => Promise<void> = async () => {},
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const suite = loadConfig()
  if (suite.testDatabase === 'postgres' && suite.testDatabaseUrl) {
    const scratch = await createScratchDatabase(suite.testDatabaseUrl, label)
    await seedDemoUsers(scratch.database.db)
    await prepare(scratch.database)
    return { env: { DATABASE_URL: scratch.url, DATA_DIR: scratch.dataDir }, drop: scratch.drop }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `demeure-${label}-`))
  const database = await createMigratedPglite(path.join(dataDir, 'db'))
  await seedDemoUsers(database.db)
  await prepare(database)
  await database.close()
  return {
    env: { DATA_DIR: dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  }
}
