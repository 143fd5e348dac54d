// `npm i --no-save crossfilter2 && npx tsx bench/library-compare.ts`: the engine against crossfilter2
// (in-memory multi-dimensional filtering) on the catalogue `npm run bench` left in demeure_bench and
// the bench's random search mix: CPU time per search (count + one page in the asked order). The
// library has no substring or date-range filter: those run as its filterFunction over every listing.
// Not a dependency: run on demand, result in docs/decisions/010-search-engine-cost-per-request.md.
import { AMENITIES, ZSearchQuery } from '@demeure/shared'
import { connectPostgres } from '../src/db/client.ts'
import { copiesOf } from '../src/modules/search/engine/document-columns.ts'
import { dayNumber } from '../src/modules/search/engine/free-days.ts'
import type { TEngineDocument } from '../src/modules/search/engine/read-model.ts'
import { createReadModelRepository } from '../src/modules/search/engine/read-model-repository.ts'
import { createSearchEngine, filterOf } from '../src/modules/search/engine/search-engine.ts'
import { createMixes } from './mixes.ts'

type TDimension = {
  filterAll: () => void
  filterRange: (range: [number, number]) => void
  filterFunction: (test: (value: never) => boolean) => void
  top: (k: number, offset?: number) => TEngineDocument[]
  bottom: (k: number, offset?: number) => TEngineDocument[]
}
type TCrossfilter = {
  dimension: (value: (doc: TEngineDocument) => unknown) => TDimension
  groupAll: () => { value: () => number }
}
const crossfilter = (
  (await import(`${'crossfilter2'}`)) as { default: (docs: TEngineDocument[]) => TCrossfilter }
).default

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/demeure_bench'
const db = connectPostgres(url)
const docs: TEngineDocument[] = []
for await (const chunk of createReadModelRepository(db.db).all()) docs.push(...copiesOf(chunk))
const engine = createSearchEngine(db)
await engine.start()

const started = performance.now()
const cf = crossfilter(docs)
const dims = {
  text: cf.dimension((doc) => doc.searchText),
  type: cf.dimension((doc) => doc.listingType),
  price: cf.dimension((doc) => doc.priceCents),
  free: cf.dimension((doc) => doc.freeDays),
  amenities: cf.dimension((doc) => doc.amenityBits),
  guests: cf.dimension((doc) => doc.maxGuests),
  newest: cf.dimension((doc) => doc.publishedMicros * 1e6 + doc.listingId),
  byPrice: cf.dimension((doc) => doc.priceCents * 1e7 + doc.listingId),
}
const count = cf.groupAll()
console.log(`crossfilter2: ${docs.length} listings indexed in ${Math.round(performance.now() - started)} ms`)

const isFreeOn = (days: ArrayLike<number>, day: number) => {
  for (let index = 0; index < days.length; index += 2) {
    if (day < (days[index] as number)) return false
    if (day < (days[index + 1] as number)) return true
  }
  return false
}

const mixes = createMixes(3, docs.length)
const queries = Array.from({ length: 1500 }, () => {
  const path = new URL(mixes.search(), 'http://x')
  const raw: Record<string, unknown> = {}
  for (const key of new Set(path.searchParams.keys())) {
    const all = path.searchParams.getAll(key)
    raw[key] = all.length > 1 ? all : all[0]
  }
  return ZSearchQuery.parse(raw)
})

function withLibrary(query: (typeof queries)[number]) {
  const filter = filterOf(query)
  const text = filter.text
  if (text === undefined) dims.text.filterAll()
  else dims.text.filterFunction((value: string) => value.includes(text))
  if (query.type.length === 0) dims.type.filterAll()
  else dims.type.filterFunction((value: string) => query.type.includes(value as never))
  if (filter.minCents === undefined && filter.maxCents === undefined) dims.price.filterAll()
  else dims.price.filterRange([filter.minCents ?? 0, (filter.maxCents ?? 1e12) + 1])
  const day = query.move_in ? dayNumber(query.move_in) : undefined
  if (day === undefined) dims.free.filterAll()
  else dims.free.filterFunction((value: ArrayLike<number>) => isFreeOn(value, day))
  const wanted = query.amenities.reduce((mask, name) => mask | (1 << AMENITIES.indexOf(name)), 0)
  if (wanted === 0) dims.amenities.filterAll()
  else dims.amenities.filterFunction((value: number) => (value & wanted) === wanted)
  if (query.guests === undefined) dims.guests.filterAll()
  else dims.guests.filterRange([query.guests, 1e9])
  const offset = (query.page - 1) * query.page_size
  const page =
    query.sort === 'newest'
      ? dims.newest.top(query.page_size, offset)
      : query.sort === 'price'
        ? dims.byPrice.bottom(query.page_size, offset)
        : dims.byPrice.top(query.page_size, offset)
  return { count: count.value(), ids: page.map((doc) => doc.listingId) }
}

function withEngine(query: (typeof queries)[number]) {
  const { model } = engine
  const found = model.search(filterOf(query), query.sort, (query.page - 1) * query.page_size, query.page_size)
  return { count: found.count, ids: found.page.map(model.idOf) }
}

// The library takes milliseconds per search: fewer of them are timed.
for (const [name, run, count] of [
  ['crossfilter2', withLibrary, 100],
  ['engine', withEngine, queries.length],
] as const) {
  for (const query of queries.slice(0, 20)) run(query)
  const timed = queries.slice(20, 20 + count)
  const before = process.cpuUsage()
  for (const query of timed) run(query)
  const used = process.cpuUsage(before)
  console.log(`${name.padEnd(14)} ${((used.user + used.system) / timed.length).toFixed(1)} µs CPU/search`)
}
let differences = 0
for (const query of queries.slice(0, 100)) {
  const a = withLibrary(query)
  const b = withEngine(query)
  if (a.count !== b.count || a.ids.join() !== b.ids.join()) differences += 1
}
console.log(`answers that differ (count or page): ${differences} of 100`)
await engine.stop()
await db.close()
