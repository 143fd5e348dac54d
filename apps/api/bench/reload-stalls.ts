// `npx tsx bench/reload-stalls.ts`: how long the event loop stops, at most, while a process loads
// the catalogue, in the seconds after it starts answering (its common sets being built), and during
// a full reload (the model being replaced still answering). A timer meant to fire every 2 ms records
// how late it fires. Runs the search engine alone in this process, on the catalogue in
// BENCH_DATABASE_URL (the million-listing one by default: `npm run seed -- --listings 1000000`).
// With STALLS_PROFILE=FILE it also writes a V8 CPU profile of the reload.
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { connectPostgres } from '../src/db/client.ts'
import { ALL_LISTINGS, SEARCH_CHANGES_CHANNEL } from '../src/modules/search/engine/read-model-repository.ts'
import { createSearchEngine } from '../src/modules/search/engine/search-engine.ts'

const TICK_MS = 2
/** A tick later than this counts as a stall a user would notice behind a request. */
const STALL_MS = 50

const db = connectPostgres(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/demeure_1m')
const profileFile = process.env.STALLS_PROFILE
const profiler = new Session()
profiler.connect()

type TPhase = { longestMs: number; stalls: number }
const phases = new Map<string, TPhase>()
let phase: TPhase = { longestMs: 0, stalls: 0 }
const enter = (name: string) => {
  phase = { longestMs: 0, stalls: 0 }
  phases.set(name, phase)
}
let lastTick = performance.now()
const ticker = setInterval(() => {
  const now = performance.now()
  const late = now - lastTick - TICK_MS
  lastTick = now
  if (late > STALL_MS) phase.stalls += 1
  phase.longestMs = Math.max(phase.longestMs, Math.round(late))
}, TICK_MS)

const started = performance.now()
const engine = createSearchEngine(db)
enter('loading the catalogue at start (not answering yet)')
await engine.start()
console.log(`answering after ${Math.round(performance.now() - started)} ms, ${engine.model.size} listings`)
enter('the end of the load and the 8 s after (common sets built)')
await sleep(8_000)

enter('a full reload (the old model answering)')
if (profileFile) {
  await profiler.post('Profiler.enable')
  await profiler.post('Profiler.start')
}
const reloadStarted = performance.now()
await db.db.execute(sql`select pg_notify(${SEARCH_CHANGES_CHANNEL}, ${ALL_LISTINGS})`)
while (engine.stats.reloads < 2) await sleep(20)
console.log(`full reload in ${Math.round(performance.now() - reloadStarted)} ms`)
if (profileFile) {
  const { profile } = await profiler.post('Profiler.stop')
  writeFileSync(profileFile, JSON.stringify(profile))
}
clearInterval(ticker)

for (const [name, { longestMs, stalls }] of phases)
  console.log(`${name.padEnd(56)} longest stall ${longestMs} ms, ${stalls} over ${STALL_MS} ms`)
await engine.stop()
await db.close()
