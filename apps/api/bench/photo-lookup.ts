// `npx tsx bench/photo-lookup.ts [--photos N] [--lookups K]` (also run at the end of `npm run bench`):
// the copied-photo lookup of one listing (10 new photos, 3 hashes each) against N stored photos
// (default 1,000,000: 100,000 listings × 10 photos, so 3,000,000 hash rows), through the real
// repository query (modules/listings/holds-repository.ts) on embedded PGlite, or on the PostgreSQL
// of TEST_DATABASE_URL in a database of its own (demeure_bench_photos). Stored hashes are uniform
// random 64-bit values, bulk-inserted with generate_series; each lookup plants one near copy
// (2 bits off a stored hash) that it must find. Prints p50/p95/p99; numbers live here, never in tests.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { loadConfig } from '../src/config.ts'
import { connectPglite, connectPostgres, type TDatabase } from '../src/db/client.ts'
import { bandsOf } from '../src/lib/perceptual-hash.ts'
import { createHoldsRepository } from '../src/modules/listings/holds-repository.ts'
import { quantile } from './quantile.ts'

export type TPhotoLookupResult = {
  storedPhotos: number
  storedHashes: number
  insertSeconds: number
  lookups: number
  p50: number
  p95: number
  p99: number
  found: number
}

const rows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

/** Fills photo_hashes with `photos` × 3 random hashes, then times `lookups` one-listing lookups. */
export async function benchPhotoLookup(database: TDatabase, photos: number, lookups: number) {
  const { db } = database
  const started = Date.now()
  // The hashes alone, without their listings and photos: the foreign keys are not checked while
  // loading (replica role), so the bench measures the lookup, not the seeding of a million photos.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(sql`delete from photo_hashes where photo_id >= 1000000000`)
    // 150,000 hash rows per statement: at 750,000 one statement outlived the client's 15 s query
    // timeout on a slow machine (the bench at a million listings, 2026-11-29).
    const step = 50_000
    for (let from = 0; from < photos; from += step) {
      await tx.execute(sql`
        insert into photo_hashes (photo_id, kind, property_id, host_id, hash, band0, band1, band2, band3)
        select id, kind, 1000000000 + id / 10, '00000000-0000-4000-8000-000000000000'::uuid, hash,
          (hash & 65535)::int, ((hash >> 16) & 65535)::int, ((hash >> 32) & 65535)::int, ((hash >> 48) & 65535)::int
        from (
          select p.id, k.kind,
            (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint as hash
          from generate_series(${1_000_000_000 + from}::int, ${1_000_000_000 + Math.min(from + step, photos) - 1}::int) as p(id)
          cross join generate_series(0, 2) as k(kind)
        ) as drawn`)
    }
  })
  await db.execute(sql`analyze photo_hashes`)
  const insertSeconds = (Date.now() - started) / 1000
  const [stored] = rows(await db.execute(sql`select count(*)::int as n from photo_hashes`))
  const random64 = () =>
    BigInt.asIntN(
      64,
      (BigInt(Math.floor(Math.random() * 2 ** 32)) << 32n) | BigInt(Math.floor(Math.random() * 2 ** 32)),
    )

  const times: number[] = []
  let found = 0
  for (let i = 0; i < lookups; i++) {
    // One stored hash, two bits flipped: the near copy this lookup must find.
    const [target] = rows(
      await db.execute(
        sql`select hash::text as hash from photo_hashes where photo_id = ${1_000_000_000 + Math.floor(Math.random() * photos)} and kind = 0`,
      ),
    )
    const copy = BigInt.asIntN(64, BigInt(String(target?.hash)) ^ (1n << 5n) ^ (1n << 40n))
    const listingPhotos = Array.from({ length: 10 }, (_, index) => 900_000_000 + i * 10 + index)
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`)
        await createHoldsRepository(tx).insertHashes(
          listingPhotos.flatMap((photoId, index) =>
            [0, 1, 2].map((kind) => {
              const hash = index === 0 && kind === 0 ? copy : random64()
              const [band0, band1, band2, band3] = bandsOf(hash)
              return {
                photoId,
                kind,
                propertyId: 900_000_000 + i,
                hostId: '00000000-0000-4000-8000-000000000001',
                hash,
                band0,
                band1,
                band2,
                band3,
              }
            }),
          ),
        )
        const before = performance.now()
        const matches = await createHoldsRepository(tx).matchesOf(listingPhotos)
        times.push(performance.now() - before)
        if (matches.some((match) => match.photoId === listingPhotos[0])) found++
        throw new RollBack()
      })
      .catch((error) => {
        if (!(error instanceof RollBack)) throw error
      })
  }
  times.sort((a, b) => a - b)
  const at = (share: number) => Number(quantile(times, share).toFixed(1))
  return {
    storedPhotos: photos,
    storedHashes: Number(stored?.n),
    insertSeconds,
    lookups,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    found,
  } satisfies TPhotoLookupResult
}

class RollBack extends Error {}

/** The scenario in a database of its own: PGlite in a temporary folder, or demeure_bench_photos. */
export async function runPhotoLookupBench(
  photos = 1_000_000,
  lookups = 200,
): Promise<TPhotoLookupResult & { database: string }> {
  const suite = loadConfig()
  let database: TDatabase
  let dataDir: string | undefined
  if (suite.testDatabaseUrl) {
    const admin = new pg.Client({ connectionString: suite.testDatabaseUrl })
    await admin.connect()
    await admin.query('drop database if exists demeure_bench_photos with (force)')
    await admin.query('create database demeure_bench_photos')
    await admin.end()
    const url = new URL(suite.testDatabaseUrl)
    url.pathname = '/demeure_bench_photos'
    // Bulk loading, not serving: no stall watchdog (db/client.ts).
    database = connectPostgres(url.toString(), { batch: true })
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'demeure-photo-bench-'))
    database = connectPglite(path.join(dataDir, 'db'))
  }
  try {
    await database.migrate()
    return { database: database.kind, ...(await benchPhotoLookup(database, photos, lookups)) }
  } finally {
    await database.close()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { photos: { type: 'string', default: '1000000' }, lookups: { type: 'string', default: '200' } },
  })
  const result = await runPhotoLookupBench(Number(values.photos), Number(values.lookups))
  console.log(`Copied-photo lookup: ${JSON.stringify(result)}`)
}
