// The alert-matching step at scale (run by `npm run bench`, alone with `npm run bench --
// saved-search-match`): N saved searches drawn by bench/saved-search-mix.ts are stored in the bench
// database next to its catalogue; then, at 10 changes a second for S seconds, a host lowers a
// random listing's price, releases its dates or publishes it (bench/saved-search-match.ts
// `change`), and the change's matching step — candidate lookup through
// the prefilter index plus the engine's exact filter (saved-searches/matching.ts) — is timed.
// Prints p50/p95/p99; numbers live here, never in tests.

import { tidyCriteria, todayInMontreal } from '@demeure/shared'
import { sql } from 'drizzle-orm'
import type { TDatabase } from '../src/db/client.ts'
import { documentSources } from '../src/document-sources.ts'
import { prefilterOf } from '../src/modules/saved-searches/criteria.ts'
import { newlyMatchedSearches } from '../src/modules/saved-searches/matching.ts'
import { savedSearches } from '../src/modules/saved-searches/tables.ts'
import { createDocumentRepository } from '../src/modules/search/document-repository.ts'
import { createReadModelRepository } from '../src/modules/search/engine/read-model-repository.ts'
import { createRandom, type TRandom } from '../src/seed/random.ts'
import { quantile } from './quantile.ts'
import { createSavedSearchMix } from './saved-search-mix.ts'

export type TSavedSearchMatchResult = {
  listings: number
  savedSearches: number
  insertSeconds: number
  changesPerSecond: number
  matchesPerChange: number
  /** How long changes waited for the worker (ms, p95): whether matching keeps up with the writes. */
  queueWaitP95: number
  count: number
  p50: number
  p95: number
  p99: number
  max: number
  byKind: Record<string, { count: number; p50: number; p95: number; p99: number; max: number }>
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows
const INSERT_CHUNK = 1000

/** Replaces the bench database's saved searches with `count` random ones, owned by its demo users. */
async function storeSearches(database: TDatabase, count: number) {
  const { db } = database
  const owners = rows<{ id: string }>(await db.execute(sql`select id from users order by id limit 50`))
  if (owners.length === 0) throw new Error('the bench database has no users: seed it first')
  const random = createRandom(2626)
  const draw = createSavedSearchMix(random, todayInMontreal())
  await db.execute(sql`truncate saved_searches cascade`)
  for (let from = 0; from < count; from += INSERT_CHUNK) {
    const values = Array.from({ length: Math.min(INSERT_CHUNK, count - from) }, (_, index) => {
      const criteria = tidyCriteria(draw())
      return {
        userId: (owners[(from + index) % owners.length] as { id: string }).id,
        name: `Bench search ${from + index}`,
        frequency: random.chance(0.7) ? 'instant' : 'daily',
        criteria,
        ...prefilterOf(criteria),
      }
    })
    await db.insert(savedSearches).values(values)
  }
  await db.execute(sql`analyze saved_searches`)
}

type TChangeKind = 'price_lowered' | 'dates_freed' | 'published'
/** How hosts' changes that can alert are mixed: price edits and released dates, a few new homes. */
const KINDS: TChangeKind[] = [
  ...Array(9).fill('price_lowered'),
  ...Array(9).fill('dates_freed'),
  'published',
  'published',
]

/** `freeDays` without `nights` nights from `start` on (a stay that held them, before its release). */
function withoutNights(freeDays: ArrayLike<number>, start: number, nights: number) {
  const kept: number[] = []
  for (let index = 0; index < freeDays.length; index += 2) {
    const from = freeDays[index] as number
    const to = freeDays[index + 1] as number
    if (from < Math.min(to, start)) kept.push(from, Math.min(to, start))
    if (Math.max(from, start + nights) < to) kept.push(Math.max(from, start + nights), to)
  }
  return kept
}

/**
 * One host write through the real path (the row changed, its search document rebuilt in the same
 * transaction) and the documents around it: a 5–15 % lower price; released dates (the document
 * before held a 1–3 month stay inside its free nights); or a newly published home (no document
 * before).
 */
async function change(database: TDatabase, listingId: number, kind: TChangeKind, random: TRandom) {
  const percent = 85 + random.int(0, 10)
  const nights = random.int(30, 90)
  const offset = random.next()
  return database.db.transaction(async (tx) => {
    const documents = createReadModelRepository(tx)
    const [before] = await documents.byIds([listingId])
    if (kind === 'price_lowered')
      await tx.execute(
        sql`update properties set price_per_month_cents = greatest(2500, price_per_month_cents * ${percent} / 100) where id = ${listingId}`,
      )
    await createDocumentRepository(tx, documentSources).refresh(listingId)
    const [after] = await documents.byIds([listingId])
    if (!before || !after) return undefined
    if (kind === 'published') return { after, before: null }
    if (kind === 'price_lowered') return { after, before }
    const first = after.freeDays[0] ?? 0
    const last = after.freeDays[after.freeDays.length - 1] ?? 0
    const start = Math.floor(first + offset * Math.max(0, last - first - nights))
    return { after, before: { ...before, freeDays: withoutNights(after.freeDays, start, nights) } }
  })
}

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (share: number) => Number(quantile(sorted, share).toFixed(1))
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) }
}

export async function benchSavedSearchMatch(
  database: TDatabase,
  options: { searches: number; seconds: number; changesPerSecond: number },
): Promise<TSavedSearchMatchResult> {
  const started = Date.now()
  await storeSearches(database, options.searches)
  const insertSeconds = (Date.now() - started) / 1000
  const ids: number[] = []
  for await (const chunk of createReadModelRepository(database.db).all())
    for (let index = 0; index < chunk.length; index += 1) ids.push(chunk.at(index)?.listingId as number)
  const random = createRandom(2627)
  const times: number[] = []
  const waits: number[] = []
  const byKind: Record<TChangeKind, number[]> = { price_lowered: [], dates_freed: [], published: [] }
  let matches = 0
  // Matching runs as the job worker runs it: one change after the other, while writes keep coming.
  const queue: {
    documents: NonNullable<Awaited<ReturnType<typeof change>>>
    kind: TChangeKind
    at: number
  }[] = []
  let writing = true
  const worker = (async () => {
    while (writing || queue.length > 0) {
      const next = queue.shift()
      if (!next) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        continue
      }
      const started = performance.now()
      waits.push(started - next.at)
      for await (const searches of newlyMatchedSearches(
        database.db,
        next.documents.after,
        next.documents.before,
      ))
        matches += searches.length
      const ms = performance.now() - started
      times.push(ms)
      byKind[next.kind].push(ms)
    }
  })()
  const writes: Promise<void>[] = []
  const total = options.seconds * options.changesPerSecond
  const tick = 1000 / options.changesPerSecond
  const begin = performance.now()
  for (let index = 0; index < total; index++) {
    // Writes arrive on the clock, whether the previous match has finished or not.
    const due = begin + index * tick
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())))
    const listingId = random.pick(ids)
    const kind = random.pick(KINDS)
    writes.push(
      change(database, listingId, kind, random).then((documents) => {
        if (documents) queue.push({ documents, kind, at: performance.now() })
      }),
    )
  }
  await Promise.all(writes)
  writing = false
  await worker
  return {
    listings: ids.length,
    savedSearches: options.searches,
    insertSeconds,
    changesPerSecond: options.changesPerSecond,
    matchesPerChange: Number((matches / Math.max(1, times.length)).toFixed(1)),
    queueWaitP95: percentiles(waits).p95,
    ...percentiles(times),
    byKind: {
      price_lowered: percentiles(byKind.price_lowered),
      dates_freed: percentiles(byKind.dates_freed),
      published: percentiles(byKind.published),
    },
  }
}
