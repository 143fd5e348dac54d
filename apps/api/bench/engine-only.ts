// `npx tsx bench/engine-only.ts`: the in-memory engine alone, in this process, on the catalogue
// `npm run bench` left in demeure_bench (run it once first): load time, then per-call time of
// random searches, the six fixed mixes and map views, without HTTP, validation or serialization.
import { ZSearchQuery } from '@demeure/shared'
import { connectPostgres } from '../src/db/client.ts'
import { createSearchEngine, filterOf } from '../src/modules/search/engine/search-engine.ts'
import { createMixes } from './mixes.ts'

const db = connectPostgres(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/demeure_bench',
)
const engine = createSearchEngine(db)
let t = performance.now()
await engine.start()
console.log('load', performance.now() - t, engine.model.size)
const mixes = createMixes(1, 100000)
const kinds = ['search', 'fixedSearch', 'mapView'] as const
for (const kind of kinds) {
  const times: number[] = []
  for (let i = 0; i < 600; i++) {
    const url = new URL(mixes[kind](), 'http://x')
    const raw: Record<string, unknown> = {}
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key)
      raw[key] = all.length > 1 ? all : all[0]
    }
    t = performance.now()
    if (kind === 'mapView') {
      const bbox = ZSearchQuery.parse(raw).bbox
      if (!bbox) continue
      const found = engine.model.byIdInBbox(bbox, 0, 300)
      if (found.count > 300) engine.model.clusters(bbox, 24, 16)
    } else {
      const q = ZSearchQuery.parse(raw)
      engine.model.search(filterOf(q), q.sort, (q.page - 1) * q.page_size, q.page_size)
    }
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  console.log(
    kind,
    'p50',
    times[300]?.toFixed(2),
    'p95',
    times[570]?.toFixed(2),
    'max',
    times[599]?.toFixed(2),
  )
}
await engine.stop()
await db.close()
