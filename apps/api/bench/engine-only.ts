// `npx tsx bench/engine-only.ts`: the in-memory engine alone, in this process, on the catalogue
// `npm run bench` left in demeure_bench (run it once first): load time and memory, then the CPU time
// per call (mean, and the p95 of each call's time) of query validation, the engine's search and the
// cards' JSON for random filter mixes, and of map views, without HTTP. The mean is CPU time
// (process.cpuUsage) rather than wall time, since the machine is shared; the p95 is wall time.
// BENCH_DATABASE_URL names another catalogue (the million-listing one, say).
// With ENGINE_PROFILE=DIR, each measured step also writes a V8 CPU profile there (which inflates it).
import { mkdirSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'
import { MAP_VIEW_MARKER_LIMIT, ZMapViewQuery, ZSearchQuery } from '@demeure/shared'
import { connectPostgres } from '../src/db/client.ts'
import { comparableHomeOf } from '../src/modules/search/comparable-homes.ts'
import type { TComparableHome } from '../src/modules/search/engine/read-model.ts'
import { createReadModelRepository } from '../src/modules/search/engine/read-model-repository.ts'
import { createSearchEngine, filterOf } from '../src/modules/search/engine/search-engine.ts'
import { mapViewBytes } from '../src/modules/search/wire.ts'
import { createMixes, type TMixName } from './mixes.ts'
import { quantile } from './quantile.ts'

const db = connectPostgres(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/demeure_bench',
)
const collect = () => (globalThis as { gc?: () => void }).gc?.()
collect()
const heapBefore = process.memoryUsage().heapUsed
const engine = createSearchEngine(db)
const loadStarted = performance.now()
await engine.start()
collect()
console.log(
  `load ${Math.round(performance.now() - loadStarted)} ms, ${engine.model.size} listings, heap +${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1048576)} MB`,
)

function queryOf(path: string) {
  const url = new URL(path, 'http://x')
  const raw: Record<string, unknown> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key)
    raw[key] = all.length > 1 ? all : all[0]
  }
  return raw
}

const profileDir = process.env.ENGINE_PROFILE
const profiler = new Session()
if (profileDir) {
  mkdirSync(profileDir, { recursive: true })
  profiler.connect()
  await profiler.post('Profiler.enable')
}

/** CPU µs per call of `run` over `count` draws of the mix (after `count` warm-up calls). */
async function measure(
  name: string,
  mix: TMixName,
  run: (raw: Record<string, unknown>) => void,
  count = 3000,
) {
  const mixes = createMixes(7, 100_000)
  const warm = Array.from({ length: count }, () => queryOf(mixes[mix]()))
  for (const raw of warm) run(raw)
  const draws = Array.from({ length: count }, () => queryOf(mixes[mix]()))
  if (profileDir) await profiler.post('Profiler.start')
  const times: number[] = []
  const before = process.cpuUsage()
  for (const raw of draws) {
    const started = performance.now()
    run(raw)
    times.push(performance.now() - started)
  }
  const used = process.cpuUsage(before)
  times.sort((a, b) => a - b)
  const p95 = quantile(times, 0.95)
  if (profileDir) {
    const { profile } = await profiler.post('Profiler.stop')
    const file = path.join(profileDir, `${name.replace(/[^a-z]+/gi, '-')}.cpuprofile`)
    writeFileSync(file, JSON.stringify(profile))
  }
  console.log(
    `${name.padEnd(34)} ${((used.user + used.system) / count).toFixed(1).padStart(8)} µs CPU/call, p95 ${Math.round(p95 * 1000)} µs`,
  )
}

const { model } = engine
await measure('search: validate the query', 'search', (raw) => ZSearchQuery.parse(raw))
await measure('search: validate + engine', 'search', (raw) => {
  const query = ZSearchQuery.parse(raw)
  model.search(filterOf(query), query.sort, (query.page - 1) * query.page_size, query.page_size)
})
await measure('search, six fixed mixes: + engine', 'fixedSearch', (raw) => {
  const query = ZSearchQuery.parse(raw)
  model.search(filterOf(query), query.sort, (query.page - 1) * query.page_size, query.page_size)
})
await measure('search: validate + count only', 'search', (raw) => {
  model.count(filterOf(ZSearchQuery.parse(raw)))
})
await measure('search: validate + engine + cards', 'search', (raw) => {
  const query = ZSearchQuery.parse(raw)
  const found = model.search(filterOf(query), query.sort, (query.page - 1) * query.page_size, query.page_size)
  Buffer.concat(found.page.map(model.cardBytes))
})
await measure('map view: validate + survey', 'mapView', (raw) => {
  const { bbox } = ZMapViewQuery.parse(raw)
  model.survey(bbox, 300)
})
await measure('map view with filters: survey', 'filteredMapView', (raw) => {
  const query = ZMapViewQuery.parse(raw)
  model.survey(query.bbox, 300, filterOf(query))
})
await measure('map view: + markers JSON', 'mapView', (raw) => {
  const { bbox } = ZMapViewQuery.parse(raw)
  Buffer.concat(model.survey(bbox, 300).markers.map(model.mapItemBytes))
})
await measure('map view: + the whole answer', 'mapView', (raw) => {
  const { bbox } = ZMapViewQuery.parse(raw)
  const view = model.survey(bbox, MAP_VIEW_MARKER_LIMIT)
  const markers = view.markers.map(model.mapItemBytes)
  mapViewBytes(view.total, markers, view.clusters)
})
await measure('map data: by id in viewport', 'mapData', (raw) => {
  const { bbox } = ZMapViewQuery.parse(raw)
  Buffer.concat(model.byIdInBbox(bbox, 0, 100).page.map(model.mapItemBytes))
})

// A listing change as the read model applies it (after the searches above filled its bit sets):
// the document read back and upserted, its price moved so every structure it is in must follow.
{
  const ids = Array.from({ length: 500 }, (_, index) => model.idOf(index * 37))
  const documents = await createReadModelRepository(db.db).byIds(ids)
  const before = process.cpuUsage()
  for (const doc of documents) model.upsert({ ...doc, priceCents: doc.priceCents + 100 })
  const used = process.cpuUsage(before)
  console.log(
    `${'a listing change (upsert)'.padEnd(34)} ${((used.user + used.system) / documents.length).toFixed(1).padStart(8)} µs CPU/call`,
  )
  // The price check a host's price edit runs (comparable-homes.ts): the median of its comparables.
  const homes = documents.map((doc) =>
    comparableHomeOf({
      id: doc.listingId,
      propertyType: doc.listingType,
      roomCategory: doc.roomCategory,
      numBedrooms: doc.numBedrooms,
      addressCity: doc.addressCity,
      latitude: String(doc.latitude),
      longitude: String(doc.longitude),
    }),
  )
  // First paced as a server meets them, a few a second: the loop is then compiled while it runs
  // (comparable-prices.ts says why that matters); then back to back.
  await timePriceChecks('price check, one per 10 ms', homes.slice(0, 200), 10)
  await timePriceChecks('price check (comparable homes)', homes, 0)
}

/** Mean CPU and p95 wall time of the price checks of `homes`, `pauseMs` apart. */
async function timePriceChecks(label: string, homes: TComparableHome[], pauseMs: number) {
  const times: number[] = []
  let cpuUs = 0
  for (const home of homes) {
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    const started = performance.now()
    const before = process.cpuUsage()
    engine.model.comparable(home)
    const used = process.cpuUsage(before)
    times.push(performance.now() - started)
    cpuUs += used.user + used.system
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(34)} ${(cpuUs / homes.length).toFixed(1).padStart(8)} µs CPU/call, p95 ${Math.round(quantile(times, 0.95) * 1000)} µs`,
  )
}
await engine.stop()
await db.close()
