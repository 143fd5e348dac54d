// `npm run bench [-- --listings N --seconds S --reuse --database NAME] [saved-search-match]`: the real API, in server processes of its
// own, on a catalogue of N listings (default 100,000 on the PostgreSQL of TEST_DATABASE_URL, in a
// database of its own, demeure_bench; 10,000 on embedded PGlite otherwise), loaded at 50 connections
// by a load generator in yet another process. Every request draws its own filters, viewport or id
// (bench/mixes.ts). Prints one table, then the copied-photo lookup (bench/photo-lookup.ts), and writes
// bench/results/latest.json. Then the alert-matching step of 10 listing changes a second against
// 100,000 saved searches (bench/saved-search-match.ts), also written to
// bench/results/saved-search-match.json; `saved-search-match` alone runs just that on the seeded
// catalogue. Numbers live here, never in tests.
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { loadConfig } from '../src/config.ts'
import { connectPglite, connectPostgres, type TDatabase } from '../src/db/client.ts'
import { createLocalStorage } from '../src/plugins/storage/local-storage.ts'
import { seedDemo } from '../src/seed/index.ts'
import { ask, child, readyChild, serverChild } from './child.ts'
import type { TLoadResult } from './load.ts'
import type { TMixName } from './mixes.ts'
import type { TPauses } from './pauses.ts'
import { runPhotoLookupBench } from './photo-lookup.ts'
import { benchSavedSearchMatch } from './saved-search-match.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    listings: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    // Keep the PostgreSQL catalogue of the previous run instead of seeding it again.
    reuse: { type: 'boolean', default: false },
    // A database of its own per catalogue size, so a 1M catalogue survives a 100k run beside it.
    database: { type: 'string', default: 'demeure_bench' },
    searches: { type: 'string', default: '100000' },
    'match-seconds': { type: 'string', default: '60' },
  },
})
const onlyScenario = positionals[0]
if (onlyScenario !== undefined && onlyScenario !== 'saved-search-match')
  throw new Error(`unknown scenario ${onlyScenario} (the one run alone is saved-search-match)`)
const here = path.dirname(fileURLToPath(import.meta.url))
const suite = loadConfig()
const CONNECTIONS = 50
const WRITES_PER_SECOND = 10
const seconds = Number(values.seconds)
const listings = Number(values.listings ?? (suite.testDatabaseUrl ? 100_000 : 10_000))
const dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-bench-'))

async function benchDatabaseUrl(): Promise<string | undefined> {
  if (!suite.testDatabaseUrl) return undefined
  const admin = new pg.Client({ connectionString: suite.testDatabaseUrl })
  await admin.connect()
  const name = values.database
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error('--database takes a lower-case identifier')
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
  if (!values.reuse || !exists) {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.query(`create database ${name}`)
  }
  await admin.end()
  const url = new URL(suite.testDatabaseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

type TServer = {
  port: number
  startToServingMs: number
  buildAndListenMs: number
  engineLoadMs: number
  listingsInMemory: number
  memoryMb: Record<string, number>
}

const databaseUrl = await benchDatabaseUrl()
const database: TDatabase = databaseUrl
  ? connectPostgres(databaseUrl, { batch: true })
  : connectPglite(path.join(dataDir, 'db'))
await database.migrate()
const seedStarted = Date.now()
console.log(`Seeding ${listings.toLocaleString('en')} listings on ${database.kind}…`)
// Seeding adds nothing to a catalogue that already has listings (a reused bench database).
await seedDemo(database, createLocalStorage(path.join(dataDir, 'uploads')), { listings })
await database.db.execute('analyze')
console.log(`Ready in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)

/** The alert-matching step against saved searches stored in the catalogue's database; its results file. */
async function runSavedSearchMatch(on: TDatabase) {
  const loadBefore = loadavg()[0]
  const result = await benchSavedSearchMatch(on, {
    searches: Number(values.searches),
    seconds: Number(values['match-seconds']),
    changesPerSecond: WRITES_PER_SECOND,
  })
  const report = {
    date: new Date().toISOString(),
    database: on.kind,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg()[0],
    ...result,
  }
  console.log(
    `Saved-search matching, ${result.count} changes at ${result.changesPerSecond}/s against ${result.savedSearches.toLocaleString('en')} searches and ${result.listings.toLocaleString('en')} listings: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms; ${result.matchesPerChange} new matches a change; by kind ${JSON.stringify(result.byKind)}`,
  )
  mkdirSync(path.join(here, 'results'), { recursive: true })
  writeFileSync(path.join(here, 'results', 'saved-search-match.json'), `${JSON.stringify(report, null, 2)}\n`)
  return report
}
if (onlyScenario === 'saved-search-match') {
  await runSavedSearchMatch(database)
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}
// The servers open the database themselves (PGlite allows one process: only one server then).
await database.close()

const serverEnv = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: suite.redisUrl,
  BENCH_REDIS_PREFIX: `bench:${Date.now()}:`,
}
const servers: ChildProcess[] = []
async function startServer(): Promise<TServer> {
  const started = await serverChild<TServer>(serverEnv)
  servers.push(started.process)
  return started.first
}
const main = await startServer()
const mainProcess = servers[0] as ChildProcess
// A second process on the same PostgreSQL and Redis: a write taken by the first must reach its search.
const observer = databaseUrl ? await startServer() : undefined
console.log(
  `Server: serving ${main.startToServingMs} ms after start (app built and catalogue loaded in ${main.buildAndListenMs} ms, of which ${main.engineLoadMs} ms reading ${main.listingsInMemory.toLocaleString('en')} listings); memory ${JSON.stringify(main.memoryMb)} MB`,
)

async function load(
  mix: TMixName,
  seed: number,
  durationMs = seconds * 1000,
  rate?: number,
): Promise<TLoadResult> {
  return child<TLoadResult>(
    'load-worker.ts',
    {},
    {
      port: main.port,
      mix,
      seed,
      listings,
      connections: CONNECTIONS,
      durationMs,
      rate,
    },
  ).first
}

/**
 * Hosts ready to write through the first server for one scenario (bench/writer.ts), signed in
 * before the scenario's clock starts; none on PGlite. `go()` starts the writes.
 */
async function readyWriter(seed: number) {
  return observer
    ? readyChild<Record<string, unknown>>(
        'writer.ts',
        {},
        {
          port: main.port,
          observerPort: observer.port,
          writesPerSecond: WRITES_PER_SECOND,
          durationMs: seconds * 1000,
          seed,
        },
      )
    : undefined
}

/** A table row: the scenario, its throughput and latencies, its errors, and the last cells. */
const rowOf = (name: string, result: TLoadResult, ...last: string[]) => [
  name,
  String(result.rps),
  String(result.p50),
  String(result.p95),
  String(result.p99),
  String(result.errors),
  ...last,
]
/** The first server's CPU time (user and system, µs) until now. */
const serverCpu = async () => {
  const { user, system } = await ask<NodeJS.CpuUsage>(mainProcess, 'cpu')
  return user + system
}
/** A row of the pauses table: where the first server stopped during a steady scenario. */
const pauseRowOf = (name: string, { loopDelayMs, gc }: TPauses) => [
  name,
  String(loopDelayMs.p50),
  String(loopDelayMs.p99),
  String(loopDelayMs.max),
  `${gc.minor?.count ?? 0} / ${gc.minor?.maxMs ?? 0}`,
  `${gc.major?.count ?? 0} / ${gc.major?.maxMs ?? 0}`,
  `${gc.incremental?.count ?? 0} / ${gc.incremental?.maxMs ?? 0}`,
]
const pad = (row: string[]) =>
  row.map((cell, column) => (column === 0 ? cell.padEnd(34) : ` ${cell}`.padStart(11))).join('')

// A server in service has seen many filter values already (each builds its bit set once on first
// use); a short warm-up with other random mixes (another seed) stands for that, and is reported.
const WARM_UP_MS = 5_000
const warmUp = await load('search', 1, WARM_UP_MS)
console.log(`Warm-up: ${WARM_UP_MS / 1000} s of other random searches, ${warmUp.requests} requests`)

const scenarios: {
  name: string
  mix: TMixName
  cached: boolean
  withWrites?: boolean
  /** A measure of the server rather than a scenario users make: the closed loop only. */
  isProbe?: boolean
}[] = [
  { name: 'trivial route (GET /api/config/)', mix: 'trivial', cached: false },
  { name: 'search, random filter mix', mix: 'search', cached: false },
  { name: "search's floor: fixed page", mix: 'searchFloor', cached: true, isProbe: true },
  { name: 'search, six fixed mixes', mix: 'fixedSearch', cached: false },
  { name: 'map view, random viewport', mix: 'mapView', cached: false },
  { name: 'map view with filters (home map)', mix: 'filteredMapView', cached: false },
  { name: 'map data, random viewport', mix: 'mapData', cached: false },
  { name: 'listing detail, random id', mix: 'detail', cached: false },
  { name: 'listing detail, 50 hot ids', mix: 'hotDetail', cached: true },
  { name: `search, random, ${WRITES_PER_SECOND} writes/s`, mix: 'search', cached: false, withWrites: true },
]

const results: Record<string, unknown>[] = []
let trivialRps = 0
let trivialCpuUs = 0
let writes: Record<string, unknown> | undefined
// Throughput in a closed loop on two cores is the server's and the load generator's together: the
// CPU each spends on a request is shown beside it, and the server's share of the trivial route's
// CPU per request, the figure the machine's other processes move least.
const header = [
  'scenario'.padEnd(34),
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors',
  'of trivial',
  'server µs',
  'load µs',
  'CPU share',
]
console.log(
  `\n${CONNECTIONS} connections, ${seconds} s each, load average before: ${loadavg()[0]?.toFixed(2)}\n`,
)
console.log(pad(header))
const tableRows: string[][] = []
for (const [index, scenario] of scenarios.entries()) {
  const ready = scenario.withWrites ? await readyWriter(100 + index) : undefined
  const cpuBefore = await serverCpu()
  const writer = ready?.go()
  const result = await load(scenario.mix, 100 + index)
  const serverCpuUs = Math.round(((await serverCpu()) - cpuBefore) / Math.max(1, result.requests))
  if (writer) writes = await writer
  if (scenario.mix === 'trivial') [trivialRps, trivialCpuUs] = [result.rps, serverCpuUs]
  const share = trivialRps ? `${Math.round((100 * result.rps) / trivialRps)}%` : '–'
  const cpuShare = trivialCpuUs ? `${Math.round((100 * trivialCpuUs) / serverCpuUs)}%` : '–'
  results.push({
    scenario: scenario.name,
    cached: scenario.cached,
    shareOfTrivial: share,
    serverCpuUs,
    cpuShareOfTrivial: cpuShare,
    ...result,
  })
  const row = rowOf(
    scenario.name,
    result,
    share,
    String(serverCpuUs),
    String(result.generatorCpuUs),
    cpuShare,
  )
  tableRows.push(row)
  console.log(pad(row))
}
if (writes) console.log(`\nWrites during the last scenario: ${JSON.stringify(writes)}`)

// What a user waits: the closed loop above keeps 50 requests queued, so its latency is mostly that
// queue (50 ÷ throughput). Here requests arrive at random at a steady rate, as users do whether or
// not the server is busy, with hosts writing throughout: 200 a second of one kind is a busy hour for
// one process (Montréal's whole market searches a few times a second), and leaves the load
// generator, PostgreSQL, Redis and the second process room on the same two cores.
const STEADY_RATE = 200
const steady: Record<string, unknown>[] = []
const steadyRows: string[][] = []
const pauseRows: string[][] = []
console.log(
  `\nSteady arrivals, ${STEADY_RATE} a second at random, ${observer ? `${WRITES_PER_SECOND} writes/s` : 'no writes (PGlite)'}, ${seconds} s each\n`,
)
console.log(pad(['scenario', 'arrivals/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'writes']))
for (const [index, scenario] of scenarios.entries()) {
  if (scenario.withWrites || scenario.isProbe) continue
  const ready = await readyWriter(200 + index)
  await ask<TPauses>(mainProcess, 'pauses')
  const writer = ready?.go()
  const result = await load(scenario.mix, 200 + index, seconds * 1000, STEADY_RATE)
  const wrote = writer ? ((await writer) as { writes?: number; errors?: number }) : undefined
  const pauses = await ask<TPauses>(mainProcess, 'pauses')
  steady.push({ scenario: scenario.name, cached: scenario.cached, writes: wrote, pauses, ...result })
  pauseRows.push(pauseRowOf(scenario.name, pauses))
  const row = rowOf(scenario.name, result, wrote ? `${wrote.writes ?? 0}, ${wrote.errors ?? 0} failed` : '–')
  steadyRows.push(row)
  console.log(pad(row))
}
// Where the server stopped meanwhile: a request waits behind these whatever its own cost.
console.log('\nPauses of the first server during each steady scenario (GC: count / longest ms)\n')
console.log(pad(['scenario', 'loop p50', 'loop p99', 'loop max', 'GC minor', 'GC major', 'GC incr.']))
for (const row of pauseRows) console.log(pad(row))
const memoryAfter = await ask<Record<string, unknown>>(mainProcess, 'memory')
console.log(`Server memory after the run: ${JSON.stringify(memoryAfter)} MB`)
console.log(`Load average after: ${loadavg()[0]?.toFixed(2)} (the machine is shared; figures are noisy)`)

// The copied-photo lookup of one listing against a million stored photos (bench/photo-lookup.ts).
const photoLookup = await runPhotoLookupBench()
console.log(
  `Copied-photo lookup, one listing (10 photos × 3 hashes) against ${photoLookup.storedHashes.toLocaleString('en')} hashes: p50 ${photoLookup.p50} ms, p95 ${photoLookup.p95} ms, p99 ${photoLookup.p99} ms; near copies found ${photoLookup.found}/${photoLookup.lookups}`,
)

// Saved searches joined to the catalogue's database (the servers are idle now: their catalogue is read).
const alertDatabase = databaseUrl ? connectPostgres(databaseUrl) : undefined
const savedSearchMatch = alertDatabase ? await runSavedSearchMatch(alertDatabase) : undefined
await alertDatabase?.close()

const markdown = [
  '| Scenario | req/s | p50 ms | p95 ms | p99 ms | errors | of trivial | server µs | load µs | CPU share |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...tableRows.map((row) => `| ${row.join(' | ')} |`),
  '',
  `Steady arrivals, ${STEADY_RATE} a second at random, with writes:`,
  '',
  '| Scenario | arrivals/s | p50 ms | p95 ms | p99 ms | errors | writes |',
  '|---|--:|--:|--:|--:|--:|--:|',
  ...steadyRows.map((row) => `| ${row.join(' | ')} |`),
].join('\n')
console.log(`\n${markdown}\n`)

const resultsDir = path.join(here, 'results')
mkdirSync(resultsDir, { recursive: true })
const resultsJson = `${JSON.stringify(
  {
    date: new Date().toISOString(),
    database: database.kind,
    redis: Boolean(suite.redisUrl),
    listings,
    connections: CONNECTIONS,
    seconds,
    loadAverage: loadavg(),
    server: main,
    observer,
    serverMemoryAfterRun: memoryAfter,
    warmUp: { ms: WARM_UP_MS, ...warmUp },
    writes,
    results,
    steady: { rate: STEADY_RATE, writesPerSecond: observer ? WRITES_PER_SECOND : 0, results: steady },
    photoLookup,
    savedSearchMatch,
  },
  null,
  2,
)}\n`
// latest.json is the last run; the per-size file keeps each catalogue size's last run side by side.
writeFileSync(path.join(resultsDir, 'latest.json'), resultsJson)
writeFileSync(path.join(resultsDir, `${listings}-listings.json`), resultsJson)
for (const server of servers) server.send('stop')
await Promise.all(servers.map((server) => new Promise((resolve) => server.once('exit', resolve))))
rmSync(dataDir, { recursive: true, force: true })
