// `node --import tsx --expose-gc bench/engine-memory.ts [--database URL]`: what the search read
// model costs one process to load a catalogue (default: the 1,000,000 listings of demeure_1m; any
// database with search documents will do, it is only read). Prints the load time, the process's
// memory before, right after the load, 3 s later (once the heap has shrunk back) and after a first
// text search (the matcher's texts), then V8's heap spaces. --expose-gc lets each figure be taken
// after a full collection. On a shared machine the load's wall time follows the load average: note
// it, and compare the load's CPU time (this process's only, PostgreSQL's is apart), which varies less.
import { parseArgs } from 'node:util'
import { getHeapSpaceStatistics } from 'node:v8'
import { connectPostgres } from '../src/db/client.ts'
import { createSearchEngine } from '../src/modules/search/engine/search-engine.ts'

const { values } = parseArgs({
  options: { database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/demeure_1m' } },
})
const collect = (globalThis as { gc?: () => void }).gc
if (!collect) throw new Error('run with node --expose-gc')
const mb = (bytes: number) => Math.round(bytes / 1048576)
function show(label: string) {
  collect?.()
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage()
  const figures = { rss, heapTotal, heapUsed, external, arrayBuffers }
  console.log(
    label.padEnd(14),
    Object.entries(figures)
      .map(([name, bytes]) => `${name} ${mb(bytes)}`)
      .join(', '),
    'MB',
  )
}

const db = connectPostgres(values.database, { batch: true })
show('before')
const engine = createSearchEngine(db)
const started = performance.now()
const cpuBefore = process.cpuUsage()
await engine.start()
const loadMs = Math.round(performance.now() - started)
const cpu = process.cpuUsage(cpuBefore)
const cpuMs = Math.round((cpu.user + cpu.system) / 1000)
console.log(
  `load ${loadMs} ms (this process's CPU ${cpuMs} ms), ${engine.model.size} listings, columns ${mb(engine.model.columnBytes())} MB`,
)
show('after load')
await new Promise((resolve) => setTimeout(resolve, 3000))
show('after 3 s')
engine.model.search({ text: 'saint' }, 'newest', 0, 20)
show('text search')
for (const space of getHeapSpaceStatistics()) {
  if (space.space_size > 0)
    console.log(space.space_name.padEnd(24), `${mb(space.space_used_size)} of ${mb(space.space_size)} MB`)
}
await engine.stop()
await db.close()
