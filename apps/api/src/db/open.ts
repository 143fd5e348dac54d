import path from 'node:path'
import type { TConfig } from '../config.ts'
import { connectPglite, connectPostgres, type TDatabase } from './client.ts'

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in $DATA_DIR/db. */
export function openDatabase(config: TConfig): TDatabase {
  return config.databaseUrl
    ? connectPostgres(config.databaseUrl)
    : connectPglite(path.join(config.dataDir, 'db'))
}
