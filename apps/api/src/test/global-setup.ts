import { loadConfig } from '../config.ts'
import { createDatabaseTemplates } from './database-templates.ts'

/** Vitest's globalSetup for the API project: one migrated template per run (database-templates.ts). */
export default async function setup() {
  const suite = loadConfig()
  const serverUrl = suite.testDatabase === 'postgres' ? suite.testDatabaseUrl : undefined
  return createDatabaseTemplates(serverUrl)
}
