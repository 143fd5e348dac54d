import { connectPostgres } from '../src/db/client.ts'
import { createSearchEngine } from '../src/modules/search/engine/search-engine.ts'
const db = connectPostgres('postgres://postgres@127.0.0.1:5432/demeure_1m', { batch: true })
const gc = (globalThis as { gc?: () => void }).gc!
const mb = (n: number) => Math.round(n / 1048576)
const show = (label: string) => {
  gc()
  const m = process.memoryUsage()
  console.log(label, JSON.stringify({ rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) }))
}
show('before')
const engine = createSearchEngine(db)
const t0 = performance.now()
await engine.start()
console.log('load ms', Math.round(performance.now() - t0), engine.model.size, 'columns MB', mb(engine.model.columnBytes()))
show('after')
await new Promise((r) => setTimeout(r, 3000))
show('after 3s')
const v8 = await import('node:v8')
for (const space of v8.getHeapSpaceStatistics()) console.log(space.space_name, mb(space.space_size), mb(space.space_used_size))
await engine.stop()
await db.close()
