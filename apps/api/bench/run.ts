// `npm run bench [-- --listings N --seconds S]`: the real app on a catalogue of N listings
// (default 100,000 on the PostgreSQL of TEST_DATABASE_URL, in a database of its own; 10,000 on
// embedded PGlite otherwise), loaded from this machine at 50 connections. Prints a table and writes
// bench/results/latest.json. Numbers live here, never in tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { addMonths, todayInMontreal } from '@demeure/shared'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { connectPglite, connectPostgres, type TDatabase } from '../src/db/client.ts'
import { seedDemo } from '../src/db/seed/index.ts'
import { createLocalStorage } from '../src/plugins/storage/local-storage.ts'
import { runLoad } from './load.ts'

const { values } = parseArgs({
  options: {
    listings: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    // Keep the PostgreSQL catalogue of the previous run instead of seeding it again.
    reuse: { type: 'boolean', default: false },
  },
})
const suite = loadConfig()
const CONNECTIONS = 50
const seconds = Number(values.seconds)
const listings = Number(values.listings ?? (suite.testDatabaseUrl ? 100_000 : 10_000))
const dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-bench-'))

async function benchDatabase(): Promise<TDatabase> {
  if (!suite.testDatabaseUrl) return connectPglite()
  const admin = new pg.Client({ connectionString: suite.testDatabaseUrl })
  await admin.connect()
  const exists =
    (await admin.query("select 1 from pg_database where datname = 'demeure_bench'")).rowCount === 1
  if (!values.reuse || !exists) {
    await admin.query('drop database if exists demeure_bench with (force)')
    await admin.query('create database demeure_bench')
  }
  await admin.end()
  const url = new URL(suite.testDatabaseUrl)
  url.pathname = '/demeure_bench'
  return connectPostgres(url.toString())
}

const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  REDIS_URL: suite.redisUrl,
})
const database = await benchDatabase()
await database.migrate()
const storage = createLocalStorage(config.storage.uploadsDir)
const seedStarted = Date.now()
console.log(`Seeding ${listings.toLocaleString('en')} listings on ${database.kind}…`)
// Seeding adds nothing to a catalogue that already has listings (a reused bench database).
await seedDemo(database, storage, { listings })
console.log(`Ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s\n`)
await database.db.execute('analyze')

const app = await buildApp({ config, database, storage, redisPrefix: `bench:${Date.now()}:` })
await app.listen({ host: '127.0.0.1', port: 0 })
const port = (app.server.address() as AddressInfo).port

let step = 0
const cycle = <T>(items: T[]) => items[step++ % items.length] as T
const prices = Array.from({ length: 40 }, (_, i) => 800 + i * 50)
const moveIn = addMonths(todayInMontreal(), 2)
const searchMixes = () =>
  cycle([
    '/api/properties/?location=montreal',
    `/api/properties/?location=montreal&type=apartment&max_price=${cycle(prices)}`,
    `/api/properties/?move_in=${moveIn}&min_price=800&max_price=${cycle(prices)}&sort=price`,
    '/api/properties/?amenities=Wi-Fi&amenities=Heating&guests=2',
    `/api/properties/?location=toronto&page=${1 + (step % 5)}`,
    `/api/properties/?type=private_room&type=suite&sort=-price&max_price=${cycle(prices)}`,
  ])
const montrealViewport = 'bbox=-73.70,45.45,-73.50,45.58'

const scenarios: { name: string; nextPath: () => string }[] = [
  { name: 'trivial route (GET /api/config/)', nextPath: () => '/api/config/' },
  { name: 'search, typical filter mixes', nextPath: searchMixes },
  { name: 'map view, Montreal viewport', nextPath: () => `/api/properties/map-view/?${montrealViewport}` },
  {
    name: 'map data, Montreal viewport page',
    nextPath: () => `/api/properties/map-data/?${montrealViewport}&page=${1 + (step++ % 3)}`,
  },
  { name: 'listing detail', nextPath: () => `/api/properties/${1 + (step++ % listings)}/` },
]

const results: Record<string, unknown>[] = []
console.log(`${CONNECTIONS} connections, ${seconds} s each\n`)
console.log(
  'scenario'.padEnd(36),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
)
for (const scenario of scenarios) {
  const result = await runLoad({
    nextPath: scenario.nextPath,
    port,
    connections: CONNECTIONS,
    durationMs: seconds * 1000,
  })
  results.push({ scenario: scenario.name, ...result })
  console.log(
    scenario.name.padEnd(36),
    String(result.rps).padStart(8),
    String(result.p50).padStart(8),
    String(result.p95).padStart(8),
    String(result.p99).padStart(8),
    String(result.errors).padStart(7),
  )
}

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results')
mkdirSync(resultsDir, { recursive: true })
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), database: database.kind, redis: Boolean(suite.redisUrl), listings, connections: CONNECTIONS, seconds, results }, null, 2)}\n`,
)
await app.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })
