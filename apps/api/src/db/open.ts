import path from 'node:path'
import type { TConfig } from '../config.ts'
import { connectPglite, connectPostgres, type TDatabase } from './client.ts'

/**
 * PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/db. `batch` for bulk
 * work outside serving (db/client.ts says what changes).
 */
export function openDatabase(config: TConfig, options: { batch?: boolean } = {}): TDatabase {
  return config.databaseUrl
    ? connectPostgres(config.databaseUrl, options)
    : connectPglite(path.join(config.dataDir, 'db'))
}
