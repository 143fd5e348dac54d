// Writes search_documents out as tsvpipe files for Sphinx's indexer (bench/sphinx-spike.ts): one
// file per shard, read from PostgreSQL a batch at a time in id order so a million listings never
// sit in memory at once. Sphinx's own pgsql source would work too (this Debian build has it), but
// the move-in ranges below are worked out by the engine's own rule, which lives in TypeScript.

import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { TDb } from '../src/db/client.ts'
import { dayNumber, visitCheckIns } from '../src/modules/search/engine/free-days.ts'
import { amenityCode, typeCode } from './sphinx-query.ts'

const BATCH = 5000
/** More move-in ranges than this per listing and the later ones are dropped (reported). */
const MAX_MOVE_IN_SLOTS = 16
/** A free range without an end: any later day can start a stay. Sphinx's uint is 32 bits. */
const NO_END = 4_294_967_295

type TRow = {
  id: number
  search_text: string
  property_type: string
  room_category: string
  price_cents: number
  max_guests: number
  num_bedrooms: number
  amenities: string[]
  published_us: string
  latitude: number
  longitude: number
  has_citq: boolean
  free_from: (string | null)[]
  free_to: (string | null)[]
}

/**
 * The days a stay can start on, as [from, to) day-number pairs: free_dates must hold the shortest
 * stay from that day (repository.ts, canMoveIn), which the engine's free-days.ts turns into one
 * range of start days per free range. Sphinx gets the answer, not the rule.
 */
function moveInRanges(row: TRow): number[] {
  const ranges: number[] = []
  row.free_from.forEach((from, index) => {
    const start = from === null ? 0 : dayNumber(from)
    const to = row.free_to[index] ?? null
    if (to === null) ranges.push(start, NO_END)
    else visitCheckIns(start, dayNumber(to), row.has_citq, (first, end) => ranges.push(first, end))
  })
  return ranges
}

/** tsvpipe has no quoting: a tab or line break inside the text would split the row. */
const tsvText = (text: string) => text.replace(/[\t\r\n]/g, ' ')

function tsvLine(row: TRow, ranges: number[], slots: number): string {
  const types = [typeCode(row.property_type) || 1000]
  // "Private room" is a room category the type filter lists among the types (sphinx-query.ts).
  if (row.room_category === 'private_room') types.push(typeCode('private_room'))
  const amenities = row.amenities.map(amenityCode).filter((code) => code > 0)
  const moveIn = Array.from({ length: slots * 2 }, (_, index) => ranges[index] ?? 0)
  return [
    row.id,
    tsvText(row.search_text),
    types.join(','),
    row.price_cents,
    row.max_guests,
    row.num_bedrooms,
    amenities.join(','),
    row.published_us,
    row.latitude,
    row.longitude,
    ...moveIn,
  ].join('\t')
}

/**
 * Writes `shards` files (a listing goes to shard id % shards) and returns their paths, how many
 * move-in slots each document has and how many listings had more move-in ranges than that.
 */
export async function writeCatalogue(db: TDb, dir: string, shards: number) {
  const rowsOf = async (query: ReturnType<typeof sql>) =>
    (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }
  const [widest] = (
    await rowsOf(sql`select coalesce(max((select count(*) from unnest(free_dates))), 0)::int as n
      from search_documents`)
  ).rows
  const slots = Math.max(1, Math.min(MAX_MOVE_IN_SLOTS, Number(widest?.n ?? 0)))
  const files = Array.from({ length: shards }, (_, shard) => path.join(dir, `shard-${shard}.tsv`))
  const streams = files.map((file) => createWriteStream(file))
  let after = 0
  let listings = 0
  let truncated = 0
  for (;;) {
    const { rows } = await rowsOf(sql`
      select property_id as id, search_text, property_type, room_category, price_cents, max_guests,
        num_bedrooms, amenities, (extract(epoch from published_at) * 1000000)::bigint::text as published_us,
        latitude, longitude, has_citq,
        array(select lower(r)::text from unnest(free_dates) r) as free_from,
        array(select upper(r)::text from unnest(free_dates) r) as free_to
      from search_documents where property_id > ${after} order by property_id limit ${BATCH}`)
    if (rows.length === 0) break
    const lines = Array.from({ length: shards }, () => [] as string[])
    for (const row of rows as TRow[]) {
      const ranges = moveInRanges(row)
      if (ranges.length > slots * 2) truncated++
      lines[row.id % shards]?.push(tsvLine(row, ranges, slots))
    }
    await Promise.all(
      streams.map(async (stream, shard) => {
        const chunk = lines[shard] ?? []
        if (chunk.length > 0 && !stream.write(`${chunk.join('\n')}\n`)) await once(stream, 'drain')
      }),
    )
    listings += rows.length
    after = (rows.at(-1) as TRow).id
  }
  await Promise.all(streams.map((stream) => new Promise((resolve) => stream.end(resolve))))
  return { files, slots, listings, truncated }
}
