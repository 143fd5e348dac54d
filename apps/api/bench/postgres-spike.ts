// `npx tsx bench/postgres-spike.ts [--database demeure_bench] [--seconds 20] [--connections 8]`: the
// spike of decision 029. PostgreSQL answering the bench's random search mix by itself, with the
// indexes search_documents has (trigram text, price, GiST position, move-in ranges), as a read
// replica would: count + one page per search, the query the in-memory engine is held equal to
// (modules/search/repository.ts), `connections` searches at a time. Prints throughput and latency,
// to set beside the engine's figures in the same decision record. Numbers live in docs, never tests.

import { parseArgs } from 'node:util'
import { connectPostgres } from '../src/db/client.ts'
import { createSearchRepository } from '../src/modules/search/repository.ts'
import { createMixes } from './mixes.ts'
import { searchQueryOf } from './search-query.ts'

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'demeure_bench' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '8' },
    listings: { type: 'string', default: '100000' },
  },
})
const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
url.pathname = `/${values.database}`
const database = connectPostgres(url.toString(), { batch: true })
const repository = createSearchRepository(database.db)
const mixes = createMixes(31, Number(values.listings))

const durations: number[] = []
let errors = 0
const endsAt = performance.now() + Number(values.seconds) * 1000
async function worker() {
  while (performance.now() < endsAt) {
    const query = searchQueryOf(mixes.search())
    const started = performance.now()
    try {
      await Promise.all([repository.count(query), repository.page(query)])
      durations.push(performance.now() - started)
    } catch {
      errors++
    }
  }
}
const started = performance.now()
await Promise.all(Array.from({ length: Number(values.connections) }, worker))
const seconds = (performance.now() - started) / 1000
durations.sort((a, b) => a - b)
const at = (share: number) => (durations[Math.floor(share * (durations.length - 1))] ?? 0).toFixed(1)
console.log(
  `PostgreSQL, random search mix, ${values.connections} at a time on ${values.database}: ` +
    `${Math.round(durations.length / seconds)} searches/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
    `p99 ${at(0.99)} ms, ${errors} errors (${durations.length} searches in ${seconds.toFixed(0)} s)`,
)
await database.close()
