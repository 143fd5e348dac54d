import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { connectPglite, connectPostgres, dumpMigratedPglite, type TDatabase } from '../db/client.ts'

/**
 * Every API test file starts from a fresh database, and migrating one costs seconds (about 4 s for
 * PGlite, whose WebAssembly runs every migration). The suite migrates once, before any file runs
 * (vitest's globalSetup), and each file starts from a copy: a PGlite dump loaded in memory, or
 * PostgreSQL's `create database … template`. The environment carries the templates to the test
 * workers; without it (a script outside vitest), databases are migrated as before.
 */
const PGLITE_TEMPLATE_ENV = 'DEMEURE_TEST_PGLITE_TEMPLATE'
const POSTGRES_TEMPLATE_ENV = 'DEMEURE_TEST_POSTGRES_TEMPLATE'
/** This run's mark in the names of its throw-away PostgreSQL databases ('solo' outside a run). */
const RUN_ENV = 'DEMEURE_TEST_RUN'

/**
 * A name for a test file's throw-away PostgreSQL database, marked with the run: whatever a file
 * fails to drop (a crash, a close never reached), the run's teardown drops by that mark.
 */
export const throwAwayDatabaseName = () =>
  `demeure_test_${process.env[RUN_ENV] ?? 'solo'}_${randomBytes(6).toString('hex')}`

export async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/** The databases of the server whose names start with `prefix` (letters, digits and _ only). */
async function databasesNamed(serverUrl: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const result = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    )
    return result.rows.map((row) => row.datname)
  } finally {
    await client.end()
  }
}

/** Builds the templates for this run and returns how to remove them (and what its files left). */
export async function createDatabaseTemplates(postgresServerUrl?: string): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'demeure-template-'))
  const file = path.join(folder, 'pglite.tar')
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()))
  process.env[PGLITE_TEMPLATE_ENV] = file

  const run = randomBytes(4).toString('hex')
  process.env[RUN_ENV] = run
  let templateName: string | undefined
  if (postgresServerUrl) {
    templateName = `demeure_template_${randomBytes(6).toString('hex')}`
    // Made before the variable is set, so it is migrated rather than copied; a template must have
    // no session open while it is copied.
    await (await createMigratedPostgres(postgresServerUrl, templateName)).database.close()
    process.env[POSTGRES_TEMPLATE_ENV] = templateName
  }

  return async () => {
    rmSync(folder, { recursive: true, force: true })
    if (postgresServerUrl && templateName) {
      await adminQuery(postgresServerUrl, `drop database if exists ${templateName} with (force)`)
      for (const name of await databasesNamed(postgresServerUrl, `demeure_test_${run}_`)) {
        await adminQuery(postgresServerUrl, `drop database if exists ${name} with (force)`)
      }
    }
  }
}

let pgliteTemplate: Blob | undefined

/** The migrated PGlite dump of this run, if the suite made one. */
function pgliteTemplateDump(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV]
  if (!file) return undefined
  pgliteTemplate ??= new Blob([readFileSync(file)])
  return pgliteTemplate
}

/** A new migrated database `name` on the test server: a copy of this run's template when there is one. */
export async function createMigratedPostgres(
  serverUrl: string,
  name: string,
): Promise<{ url: string; database: TDatabase }> {
  const template = process.env[POSTGRES_TEMPLATE_ENV]
  await adminQuery(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  )
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = connectPostgres(url.toString())
  if (!template) await database.migrate()
  return { url: url.toString(), database }
}

/** A migrated PGlite, in memory or in `dataDir`: loaded from this run's dump when there is one. */
export async function createMigratedPglite(dataDir?: string): Promise<TDatabase> {
  const template = pgliteTemplateDump()
  const database = connectPglite(dataDir, template)
  if (!template) await database.migrate()
  return database
}
