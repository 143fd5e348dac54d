import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { citext } from '@electric-sql/pglite/contrib/citext'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { forgetConnectCallbacks } from './connect-relay.ts'
import { PGliteTakingTurns } from './pglite-taking-turns.ts'
import { watchForStalls } from './stall-watchdog.ts'

// No schema object is given to Drizzle: nothing uses its relational `db.query` API, so db/ needs
// no module's tables (each module imports its own, and drizzle-kit reads them by glob).
export type TDb = PgDatabase<PgQueryResultHKT>

export type TDatabase = {
  db: TDb
  kind: 'pglite' | 'postgres'
  migrate: () => Promise<void>
  close: () => Promise<void>
  /**
   * Calls `onMessage` with each NOTIFY payload of `channel` (delivered only after the sending
   * transaction commits). On PostgreSQL a dropped listening connection is reopened and `onResync`
   * called, since notifications sent meanwhile are lost. Resolves once listening; returns a stop.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onResync: () => void,
  ) => Promise<() => Promise<void>>
}

const pgliteExtensions = { citext, pg_trgm, unaccent, btree_gist }
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Any number serialized into a 64-bit advisory lock id: "demeure-migrate". */
const MIGRATION_LOCK_ID = 4_714_203_981

/**
 * How long a busy connection may stay silent before a probe checks the server, and how long the
 * probe gets (db/stall-watchdog.ts): a silent server is noticed in about 3.5 s, while a server
 * merely slow to accept a connection (a loaded machine) has 2.5 s before it counts as gone.
 */
const STALL_MS = 1000
const PROBE_MS = 2500

/**
 * PostgreSQL through a node-postgres pool. `batch: true` is for bulk work outside serving (the seed,
 * the bench's setup): its statements are long by nature and a loaded machine may be slow to accept
 * the watchdog's probe, so a stall there must not drop the connection of a transaction that is
 * merely busy; the query timeout still ends a truly silent server.
 */
export function connectPostgres(url: string, options: { batch?: boolean } = {}): TDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    // When the database is unreachable, a request fails fast (a 503) instead of hanging: getting a
    // connection gives up after 3 s; a server gone silent is caught by the stall watchdog (about
    // 3.5 s), and a query whose connection went silent anyway after 15 s.
    connectionTimeoutMillis: 3000,
    query_timeout: 15_000,
  })
  // An idle connection dropped by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it on the next query, which reports any lasting outage.
  pool.on('error', () => {})
  // Nor one that breaks while checked out between two queries (a transaction waiting on other
  // work): node-postgres then emits the failure as an event; its next query reports it instead.
  pool.on('connect', (client) => client.on('error', () => {}))
  forgetConnectCallbacks(pool)
  const watchdog = options.batch
    ? { stop: () => {} }
    : watchForStalls(pool, { url, stallMs: STALL_MS, probeMs: PROBE_MS })
  const db = drizzleNodePg(pool)
  return {
    db: db as unknown as TDb,
    kind: 'postgres',
    async migrate() {
      // Several API processes may start at once: one migrates, the others wait for it.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
        client.release()
      }
    },
    close: () => {
      watchdog.stop()
      return pool.end()
    },
    listen: (channel, onMessage, onResync) => listenPostgres(url, channel, onMessage, onResync),
  }
}

const RELISTEN_DELAY_MS = 500

/** One dedicated connection that LISTENs; a pool connection would be reused by other queries. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResync: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let isStopped = false
  let retry: NodeJS.Timeout | undefined
  const open = async () => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '')
    })
    const reopen = () => {
      if (isStopped || client !== next) return
      client = undefined
      next.end().catch(() => {})
      retry = setTimeout(() => {
        open()
          .then(onResync)
          .catch(() => reopen())
      }, RELISTEN_DELAY_MS)
    }
    next.on('error', reopen)
    next.on('end', reopen)
    client = next
    await next.connect()
    await next.query(`listen ${pg.escapeIdentifier(channel)}`)
  }
  await open()
  return async () => {
    isStopped = true
    clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}

/**
 * Embedded PGlite: in memory when `dataDir` is undefined, else persisted there. `loadDataDir` starts it
 * from a dump of another database (the test suite's migrated template).
 */
export function connectPglite(dataDir?: string, loadDataDir?: Blob): TDatabase {
  const options = { dataDir, loadDataDir, extensions: pgliteExtensions }
  const client = new PGliteTakingTurns(options)
  const db = drizzlePglite(client)
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    async listen(channel, onMessage) {
      // One embedded database, nothing to lose between notifications: no resync needed.
      const unlisten = await client.listen(channel, onMessage)
      // Stopping after the database closed has nothing left to undo (PGlite would throw).
      return async () => {
        if (!client.closed) await unlisten()
      }
    },
  }
}

/** A migrated, empty embedded database as a tarball: what the test suite starts each database from. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite({ extensions: pgliteExtensions })
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder })
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}

export async function pingDatabase(db: TDb): Promise<void> {
  await db.execute(sql`select 1`)
}
