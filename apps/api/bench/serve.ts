// One API server process for the bench, started by run.ts with `fork`: it builds the real app on the
// bench database, listens on an ephemeral port and reports its port, start time and memory over IPC.
import { Session } from 'node:inspector'
import type { AddressInfo } from 'node:net'
import { ZSearchQuery } from '@demeure/shared'
import type { FastifyReply } from 'fastify'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/open.ts'
import { createLocalStorage } from '../src/plugins/storage/local-storage.ts'
import { watchPauses } from './pauses.ts'

const profiler = new Session()
const post = (method: string, params?: object) =>
  new Promise((resolve, reject) =>
    profiler.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  )
const forkedAt = Number(process.env.BENCH_FORKED_AT)
// Statements sent to PostgreSQL by this process so far, counted on the driver (bench/write-cost.ts):
// each costs the server a round trip and the query builder's work, whatever its rows.
let statements = 0
const sendQuery = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1
  return (sendQuery as (...a: unknown[]) => unknown).apply(this, args)
} as typeof sendQuery
const collect = () => (globalThis as { gc?: () => void }).gc?.()
collect()
const before = process.memoryUsage()
const started = performance.now()
// BENCH_LOG_LEVEL=error shows the server's errors (a failed write, say) among the bench's lines.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'silent'
const config = loadConfig({ ...process.env, LOG_LEVEL: logLevel, RATE_LIMIT_PER_MINUTE: '100000000' })
const database = openDatabase(config)
const app = await buildApp({
  config,
  database,
  storage: createLocalStorage(config.storage.uploadsDir),
  redisPrefix: process.env.BENCH_REDIS_PREFIX,
  startScheduler: false,
})
// The search's floor (the `searchFloor` mix): the same random query parsed and validated by the
// same schema, answered with one fixed page of 20 cards (the catalogue's first page by price)
// without the engine or writing cards. The search's cost above it is the engine's and the cards'.
// Its two halves are probes too: `fixedPage` (the page without the validation) and `validateOnly`
// (the validation with a 12-byte answer), so the floor's own cost can be split (bench/cpu.ts).
let floorPage: Buffer | undefined
const sendFixedPage = async (_request: unknown, reply: FastifyReply) => {
  // As bytes, as a search sends its page (search/wire.ts).
  floorPage ??= (await app.inject({ url: '/api/properties/?sort=price' })).rawPayload
  return reply.type('application/json; charset=utf-8').send(floorPage)
}
app.get('/bench/search-floor/', { schema: { querystring: ZSearchQuery } }, sendFixedPage)
app.get('/bench/fixed-page/', sendFixedPage)
app.get('/bench/validate-only/', { schema: { querystring: ZSearchQuery } }, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send('{"ok":true}'),
)
await app.listen({ host: '127.0.0.1', port: 0 })
const buildMs = Math.round(performance.now() - started)
collect()
const after = process.memoryUsage()
const megabytes = (bytes: number) => Math.round(bytes / 1048576)
const pauses = watchPauses()
process.send?.({
  port: (app.server.address() as AddressInfo).port,
  startToServingMs: Date.now() - forkedAt,
  buildAndListenMs: buildMs,
  engineLoadMs: app.searchEngine.stats.loadMs,
  listingsInMemory: app.searchEngine.model.size,
  memoryMb: {
    rssBeforeApp: megabytes(before.rss),
    rssServing: megabytes(after.rss),
    rssAdded: megabytes(after.rss - before.rss),
    heapAdded: megabytes(after.heapUsed - before.heapUsed),
    engineColumns: megabytes(app.searchEngine.model.columnBytes()),
  },
})
process.on('message', async (message) => {
  if (message === 'memory') {
    collect()
    const now = process.memoryUsage()
    process.send?.({
      reply: message,
      value: {
        memoryMb: {
          rss: megabytes(now.rss),
          heapUsed: megabytes(now.heapUsed),
          cardTexts: megabytes(app.searchEngine.model.cachedBytes()),
        },
      },
    })
  }
  // The event loop's delay and the collector's pauses since the last ask (bench/pauses.ts).
  if (message === 'pauses') process.send?.({ reply: message, value: pauses.take() })
  // CPU time this process has used so far (µs), to cost each request apart from its latency.
  if (message === 'cpu') process.send?.({ reply: message, value: process.cpuUsage() })
  if (message === 'statements') process.send?.({ reply: message, value: statements })
  // A V8 CPU profile of what this process does between the two messages (bench/cpu.ts --profile).
  if (message === 'profile-start') {
    profiler.connect()
    await post('Profiler.enable')
    await post('Profiler.start')
    process.send?.({ reply: message, value: true })
  }
  if (message === 'profile-stop') {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown }
    profiler.disconnect()
    process.send?.({ reply: message, value: JSON.stringify(profile) })
  }
  // What this process allocates between the two messages, by the function that allocates
  // (bench/cpu.ts --allocations): everything, or only what outlived the young generation
  // (`survivors-start`: what a scavenge copied to the old generation, freed later or not).
  if (message === 'allocations-start' || message === 'survivors-start') {
    profiler.connect()
    await post('HeapProfiler.enable')
    await post('HeapProfiler.startSampling', {
      samplingInterval: 16384,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: message === 'allocations-start',
    })
    process.send?.({ reply: message, value: true })
  }
  if (message === 'allocations-stop') {
    const { profile } = (await post('HeapProfiler.stopSampling')) as { profile: unknown }
    profiler.disconnect()
    process.send?.({ reply: message, value: JSON.stringify(profile) })
  }
  if (message === 'stop') {
    await app.close()
    await database.close()
    process.exit(0)
  }
})
// The bench that started this server died without asking it to stop (a step threw): a server left
// behind would keep its port, its memory and the pipe of whatever read the bench's output.
process.on('disconnect', () => process.exit(1))
