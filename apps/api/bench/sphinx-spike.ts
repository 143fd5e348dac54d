// `npx tsx bench/sphinx-spike.ts [--database demeure_bench] [--listings 100000] [--seconds 20]
// [--connections 8] [--shards 1|2] [--check 200]`: the search-engine spike owed by decision 026.
// Sphinx Search 2.2.11 (Debian's searchd and indexer) answering the bench's random search mix, the
// one bench/postgres-spike.ts sends PostgreSQL, over the same search_documents: count (SHOW META's
// total_found) + one page per search, `connections` searches at a time. Before timing, `check`
// searches are compared with PostgreSQL's answer (modules/search/repository.ts) so the figure is of
// the same question. Everything Sphinx needs lives in a temp dir, removed at the end, as searchd is
// stopped, also on an error or Ctrl-C. Numbers live in docs, never tests.

import type { ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { TSearchQuery } from '@demeure/shared'
import type { Connection, RowDataPacket } from 'mysql2/promise'
import { connectPostgres } from '../src/db/client.ts'
import { createSearchRepository } from '../src/modules/search/repository.ts'
import { createMixes } from './mixes.ts'
import { searchQueryOf } from './search-query.ts'
import { writeCatalogue } from './sphinx-catalogue.ts'
import { sphinxConfig } from './sphinx-config.ts'
import { toSphinxQl } from './sphinx-query.ts'
import { connectSphinx, freePort, residentMb, run, startSearchd, stopSearchd } from './sphinx-server.ts'

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'demeure_bench' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '8' },
    listings: { type: 'string', default: '100000' },
    shards: { type: 'string', default: '1' },
    check: { type: 'string', default: '200' },
  },
})
const shards = Number(values.shards)
if (shards !== 1 && shards !== 2) throw new Error('--shards takes 1 or 2')
const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
url.pathname = `/${values.database}`
const database = connectPostgres(url.toString(), { batch: true })
const repository = createSearchRepository(database.db)

/** One search as the API would make it: the page, then its count from the same connection. */
async function searchSphinx(connection: Connection, query: TSearchQuery, moveInSlots: number) {
  const { sql, params } = toSphinxQl(query, moveInSlots)
  const [rows] = await connection.query<RowDataPacket[]>(sql, params)
  const [meta] = await connection.query<RowDataPacket[]>('SHOW META')
  const total = Number(meta.find((row) => row.Variable_name === 'total_found')?.Value)
  return { total, ids: rows.map((row) => Number(row.id)) }
}

const dir = await mkdtemp(path.join(tmpdir(), 'demeure-sphinx-'))
let searchd: ChildProcess | undefined
let cleaning: Promise<void> | undefined
const cleanUp = () => {
  cleaning ??= (async () => {
    if (searchd) await stopSearchd(searchd)
    await rm(dir, { recursive: true, force: true })
    await database.close()
  })()
  return cleaning
}
// `on`, not `once`: Ctrl-C reaches this process both from the terminal and relayed by tsx, and a
// second signal must not kill it before the clean-up is done.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)))

async function main() {
  // 1. The catalogue out of PostgreSQL, then Sphinx's indexes built from it.
  const exportStarted = performance.now()
  const catalogue = await writeCatalogue(database.db, dir, shards)
  const exportSeconds = (performance.now() - exportStarted) / 1000
  const port = await freePort()
  const config = path.join(dir, 'sphinx.conf')
  await writeFile(config, sphinxConfig({ dir, port, files: catalogue.files, moveInSlots: catalogue.slots }))
  await mkdir(path.join(dir, 'index'))
  const indexStarted = performance.now()
  await run('indexer', ['--config', config, '--all'], path.join(dir, 'indexer.log'))
  const indexSeconds = (performance.now() - indexStarted) / 1000
  const indexFiles = await readdir(path.join(dir, 'index'))
  let indexBytes = 0
  for (const file of indexFiles) indexBytes += (await stat(path.join(dir, 'index', file))).size
  searchd = await startSearchd(config, port, path.join(dir, 'searchd.out'))
  console.log(
    `Sphinx: ${catalogue.listings} listings in ${shards} index${shards > 1 ? 'es' : ''}, ` +
      `${catalogue.slots} move-in slots per listing` +
      (catalogue.truncated > 0 ? ` (${catalogue.truncated} listings had more: later ones dropped)` : ''),
  )

  // 2. The same question? Counts and first pages against PostgreSQL's reference.
  const checks = Number(values.check)
  const connection = await connectSphinx(port)
  const differences: number[] = []
  const disagreements: string[] = []
  let samePages = 0
  const checkMix = createMixes(31, Number(values.listings))
  for (let index = 0; index < checks; index++) {
    const path = checkMix.search()
    const query = searchQueryOf(path)
    const [sphinx, count, page] = await Promise.all([
      searchSphinx(connection, query, catalogue.slots),
      repository.count(query),
      repository.page(query),
    ])
    differences.push(Math.abs(sphinx.total - count) / Math.max(count, 1))
    if (sphinx.total !== count) disagreements.push(`${path}: Sphinx ${sphinx.total}, PostgreSQL ${count}`)
    if (sphinx.ids.join() === page.map((row) => row.propertyId).join()) samePages++
  }
  await connection.end()
  differences.sort((a, b) => a - b)
  const median = differences[Math.floor((differences.length - 1) / 2)] ?? 0
  console.log(
    `Check against PostgreSQL: ${checks - disagreements.length}/${checks} counts agree exactly, ` +
      `median relative difference ${(median * 100).toFixed(2)}%, max ${((differences.at(-1) ?? 0) * 100).toFixed(2)}%; ` +
      `${samePages}/${checks} first pages identical`,
  )
  for (const line of disagreements.slice(0, 5)) console.log(`  differs: ${line}`)

  // 3. Timing: `connections` workers, each on its own connection, drawing as postgres-spike.ts does.
  const mixes = createMixes(31, Number(values.listings))
  const durations: number[] = []
  let errors = 0
  let firstError: unknown
  const endsAt = performance.now() + Number(values.seconds) * 1000
  async function worker() {
    const own = await connectSphinx(port)
    while (performance.now() < endsAt && !cleaning) {
      const query = searchQueryOf(mixes.search())
      const started = performance.now()
      try {
        await searchSphinx(own, query, catalogue.slots)
        durations.push(performance.now() - started)
      } catch (error) {
        firstError ??= error
        errors++
        // A lost connection (searchd gone, Ctrl-C) fails at once, every time: counting those would
        // spin without ever giving the event loop, the signal handler and the clean-up, a turn.
        if ((error as { fatal?: boolean }).fatal || cleaning) break
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    own.destroy()
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: Number(values.connections) }, worker))
  if (cleaning) return // interrupted: no figure from a cut-short run
  const seconds = (performance.now() - started) / 1000
  durations.sort((a, b) => a - b)
  const at = (share: number) => (durations[Math.floor(share * (durations.length - 1))] ?? 0).toFixed(1)
  const rss = searchd.pid === undefined ? 0 : await residentMb(searchd.pid)
  console.log(
    `Sphinx 2.2.11 (${shards} shard${shards > 1 ? 's' : ''}), random search mix, ${values.connections} at a time on ${values.database}: ` +
      `${Math.round(durations.length / seconds)} searches/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
      `p99 ${at(0.99)} ms, ${errors} errors (${durations.length} searches in ${seconds.toFixed(0)} s)`,
  )
  console.log(
    `Sphinx index: built in ${(exportSeconds + indexSeconds).toFixed(1)} s (export ${exportSeconds.toFixed(1)} s ` +
      `+ indexer ${indexSeconds.toFixed(1)} s), ${(indexBytes / 1048576).toFixed(1)} MB on disk; ` +
      `searchd resident ${rss} MB`,
  )
  if (firstError) console.log(`First error: ${firstError instanceof Error ? firstError.message : firstError}`)
}

try {
  await main()
} finally {
  await cleanUp()
}
