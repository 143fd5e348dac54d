// `npx tsx bench/validators.ts`: what checking a search's query costs inside the real app, with Zod's
// usual parser and with the compiled one the routes use (lib/compiled-validator.ts). Three bench-only
// routes answer the same 12 bytes: one checks the query with each validator, one not at all. They
// take turns by blocks of 500 random queries of the bench's mix (app.inject, no sockets), and the
// median CPU time per request of each is printed with the median difference of the turns. The app
// is built on the catalogue `npm run bench` left in demeure_bench (BENCH_DATABASE_URL for another).
import { ZSearchQuery } from '@demeure/shared'
import type { FastifyReply } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { openDatabase } from '../src/db/open.ts'
import { compiledValidator } from '../src/lib/compiled-validator.ts'
import { createLocalStorage } from '../src/plugins/storage/local-storage.ts'
import { createMixes } from './mixes.ts'

const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/demeure_bench',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
})
const database = openDatabase(config)
const app = await buildApp({
  config,
  database,
  storage: createLocalStorage(config.storage.uploadsDir),
  startScheduler: false,
})
const answer = async (_request: unknown, reply: FastifyReply) =>
  reply.type('application/json; charset=utf-8').send('{"ok":true}')
const querystring = ZSearchQuery
// Each in a scope of its own, with its validator as the app sets its own (core.ts).
const checkedBy = (compiler: typeof validatorCompiler, url: string) =>
  app.register(async (scope) => {
    scope.setValidatorCompiler(compiler)
    scope.get(url, { schema: { querystring } }, answer)
  })
checkedBy(validatorCompiler, '/bench/usual/')
checkedBy(compiledValidator, '/bench/compiled/')
app.get('/bench/unchecked/', answer)
await app.ready()

const kinds = ['usual', 'compiled', 'unchecked'] as const
const mixes = createMixes(3, 100_000)
const perRequest: Record<(typeof kinds)[number], number[]> = { usual: [], compiled: [], unchecked: [] }
const ROUNDS = 30
const WARM_UP_ROUNDS = 5
for (let round = 0; round < ROUNDS; round += 1) {
  for (const kind of kinds) {
    const urls = Array.from({ length: 500 }, () =>
      mixes.search().replace('/api/properties/', `/bench/${kind}/`),
    )
    const before = process.cpuUsage()
    for (const url of urls) {
      const response = await app.inject({ url })
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`)
    }
    const used = process.cpuUsage(before)
    perRequest[kind].push((used.user + used.system) / urls.length)
  }
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
const measured = (kind: (typeof kinds)[number]) => perRequest[kind].slice(WARM_UP_ROUNDS)
for (const kind of kinds)
  console.log(`${kind.padEnd(10)} ${median(measured(kind)).toFixed(1)} µs CPU/request`)
const saved = measured('usual').map((usual, index) => usual - (measured('compiled')[index] as number))
console.log(`the usual parser costs ${median(saved).toFixed(1)} µs more a request (median of the turns)`)
await app.close()
await database.close()
