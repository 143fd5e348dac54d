// `npx tsx bench/cpu.ts [--mixes search,mapView] [--seconds 8] [--connections 8] [--profile DIR]
// [--database demeure_1m --listings 1000000]`: the server's CPU time per request for each mix, on
// the catalogue `npm run bench` left in demeure_bench (or the database named). CPU time per request hardly depends on what else runs on the machine, unlike
// latency, so it is the figure to compare while working on a shared machine. --profile writes a
// V8 CPU profile of the server per mix into DIR (the profiler's own cost inflates the figures).
// --writes N runs the bench's host writer (bench/writer.ts) at N writes a second beside each mix.
// --rate N sends N requests a second at random arrivals (the steady scenarios' open loop) instead of
// keeping the connections busy, so a profile shows the process idle between requests and its stalls.
// --node-flags="--trace-deopt --trace-opt" starts the server with those Node.js flags (what the JIT
// did, say; flags Node.js refuses in NODE_OPTIONS go here).
// --allocations DIR writes a sampling heap profile of the server per mix into DIR (what it allocated,
// freed or not) and prints the functions that allocated most, in bytes a request; with --survivors,
// only what outlived the young generation (what fills the old one, and its full collections).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../src/config.ts'
import { topAllocators } from './allocation-summary.ts'
import { ask, child, readyChild, serverChild } from './child.ts'
import type { TLoadResult } from './load.ts'
import type { TMixName } from './mixes.ts'

const { values } = parseArgs({
  options: {
    mixes: { type: 'string', default: 'trivial,search,mapView,mapData,detail' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
    listings: { type: 'string', default: '100000' },
    profile: { type: 'string' },
    allocations: { type: 'string' },
    survivors: { type: 'boolean', default: false },
    writes: { type: 'string', default: '0' },
    rate: { type: 'string' },
    database: { type: 'string', default: 'demeure_bench' },
    'node-flags': { type: 'string', default: '' },
  },
})
const suite = loadConfig()
const url = new URL(suite.testDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test')
url.pathname = `/${values.database}`
const server = await serverChild<{
  port: number
  startToServingMs: number
  memoryMb: Record<string, number>
}>(
  { DATABASE_URL: url.toString(), REDIS_URL: suite.redisUrl, BENCH_REDIS_PREFIX: `cpu:${Date.now()}:` },
  (values['node-flags'] as string).split(' ').filter(Boolean),
)
const started = await server.first
console.log(`serving after ${started.startToServingMs} ms; memory ${JSON.stringify(started.memoryMb)} MB`)

const load = (mix: string, seed: number, durationMs: number) =>
  child<TLoadResult>(
    'load-worker.ts',
    {},
    {
      port: started.port,
      mix: mix as TMixName,
      seed,
      listings: Number(values.listings),
      connections: Number(values.connections),
      durationMs,
      rate: values.rate === undefined ? undefined : Number(values.rate),
    },
  ).first

await load('search', 1, 3_000)
for (const [index, mix] of (values.mixes as string).split(',').entries()) {
  const writesPerSecond = Number(values.writes)
  const ready =
    writesPerSecond > 0
      ? await readyChild<Record<string, unknown>>(
          'writer.ts',
          {},
          {
            port: started.port,
            observerPort: started.port,
            writesPerSecond,
            durationMs: Number(values.seconds) * 1000,
          },
        )
      : undefined
  if (values.profile) await ask(server.process, 'profile-start')
  if (values.allocations)
    await ask(server.process, values.survivors ? 'survivors-start' : 'allocations-start')
  const before = await ask<NodeJS.CpuUsage>(server.process, 'cpu')
  const writer = ready?.go()
  const result = await load(mix, 100 + index, Number(values.seconds) * 1000)
  if (writer) console.log(`writes: ${JSON.stringify(await writer)}`)
  const after = await ask<NodeJS.CpuUsage>(server.process, 'cpu')
  if (values.profile) {
    mkdirSync(values.profile, { recursive: true })
    const file = path.join(values.profile, `${mix}.cpuprofile`)
    writeFileSync(file, await ask<string>(server.process, 'profile-stop'))
  }
  if (values.allocations) {
    const text = await ask<string>(server.process, 'allocations-stop')
    mkdirSync(values.allocations, { recursive: true })
    writeFileSync(path.join(values.allocations, `${mix}.heapprofile`), text)
    const { total, top } = topAllocators(JSON.parse(text), 12)
    const what = values.survivors ? 'outlived the young generation' : 'allocated'
    console.log(`${mix}: ${Math.round(total / result.requests)} bytes ${what} a request, of which:`)
    for (const { where, bytes, share } of top)
      console.log(
        `  ${String(Math.round(bytes / result.requests)).padStart(8)} B ${(share * 100).toFixed(1).padStart(5)}%  ${where}`,
      )
  }
  const micros = after.user - before.user + (after.system - before.system)
  console.log(
    `${mix.padEnd(12)} ${String(Math.round(micros / result.requests)).padStart(6)} µs CPU/request  ` +
      `(user ${Math.round((after.user - before.user) / result.requests)}, load generator ${result.generatorCpuUs} µs, ${result.requests} requests, ${result.rps} req/s, p95 ${result.p95} ms, errors ${result.errors})`,
  )
}
console.log(`memory after: ${JSON.stringify(await ask(server.process, 'memory'))}`)
server.process.send('stop')
await new Promise((resolve) => server.process.once('exit', resolve))
