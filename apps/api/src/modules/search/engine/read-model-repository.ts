import { AMENITIES } from '@demeure/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { TDb } from '../../../db/client.ts'
import { renderedOnce } from '../../../db/rendered-once.ts'
import type { TEngineDocument } from './read-model.ts'

/** The channel on which each rebuilt search document is announced (payload: listing id, or '*'). */
export const SEARCH_CHANGES_CHANNEL = 'search_changes'
/** Every listing may have changed (a bulk rebuild): reload everything. */
export const ALL_LISTINGS = '*'

/** Listing ids read per query at start: the catalogue is never all in memory twice (rows and model). */
const CHUNK = 20_000
/** Queries in flight beyond the chunk being filed. */
const READS_AHEAD = 2

/** A row as PostgreSQL sends it: a document already, but for its free days as one string. */
type TRow = Omit<TEngineDocument, 'freeDays'> & { freeDays: string | ArrayLike<number> }

/** "20782,21056,20903,21178" as numbers, without the arrays of a split and a map. */
function dayNumbersOf(text: string): number[] {
  const days: number[] = []
  let value = 0
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code === 44) {
      days.push(value)
      value = 0
    } else value = value * 10 + code - 48
  }
  if (text.length > 0) days.push(value)
  return days
}

/**
 * The row becomes the document in place: the driver already made one object per row with the
 * document's names and types, and another per row would only be more garbage to collect at start.
 */
function toDocument(row: TRow): TEngineDocument {
  row.freeDays = dayNumbersOf(row.freeDays as string)
  return row as TEngineDocument
}

/**
 * What every read of documents selects from a row of search_documents named `d`, written as text
 * once (db/rendered-once.ts): one test per amenity rather than unnesting the array in a subquery,
 * a third of the query's cost at start (an amenity outside AMENITIES sets no bit either way). Rows
 * read with it become documents by `documentsOf`.
 */
export const DOCUMENT_FIELDS = renderedOnce(sql`
  d.property_id as "listingId", d.search_text as "searchText", d.title,
    d.title_fr as "titleFr", d.property_type as "listingType", d.room_category as "roomCategory",
    d.address_street as "addressStreet", d.address_city as "addressCity", d.latitude, d.longitude,
    d.price_cents as "priceCents", d.max_guests as "maxGuests", d.num_bedrooms as "numBedrooms",
    ${sql.join(
      AMENITIES.map(
        (amenity, index) => sql`(case when ${amenity} = any(d.amenities) then ${1 << index} else 0 end)`,
      ),
      sql` | `,
    )} as "amenityBits",
    array_to_string(d.photo_keys, ' ') as "photoKeys",
    (select coalesce(string_agg((lower(r) - date '1970-01-01') || ',' || (upper(r) - date '1970-01-01'),
        ',' order by lower(r)), '')
      from unnest(d.free_dates) r) as "freeDays", d.has_citq as "hasCitq",
    (extract(epoch from d.published_at) * 1000000)::float8 as "publishedMicros",
    d.rating_avg::text as "ratingAvg", d.review_count as "reviewCount"`)

/** Rows selected with DOCUMENT_FIELDS as documents, the rows themselves made over (see toDocument). */
export const documentsOf = (rows: unknown[]) => (rows as TRow[]).map(toDocument)

/**
 * The search documents as the in-memory engine wants them, with PostgreSQL doing the conversions
 * (amenities to a bit mask, free dates to day numbers, photo keys to one string) so that loading
 * 100,000 listings creates few objects.
 */
export function createReadModelRepository(db: TDb, { chunk = CHUNK } = {}) {
  async function select(where: SQL) {
    const result = await db.execute(
      sql`select ${DOCUMENT_FIELDS} from search_documents d where ${where} order by d.property_id`,
    )
    return documentsOf((result as unknown as { rows: TRow[] }).rows)
  }

  return {
    /** How this database's `unaccent(lower())` writes each of `characters` (its rules vary by version). */
    async spellingsOf(characters: string[]): Promise<Record<string, string>> {
      const columns = characters.map(
        (character, index) => sql`unaccent(lower(${character}::text)) as ${sql.identifier(`c${index}`)}`,
      )
      const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`)
      const [row] = (result as unknown as { rows: Record<string, string>[] }).rows
      return Object.fromEntries(characters.map((character, index) => [character, row?.[`c${index}`] ?? '']))
    },

    /**
     * Every document, a range of ids at a time in id order. The next ranges are asked for before
     * this one is filed (READS_AHEAD queries in flight), so PostgreSQL's backends build rows on the
     * other core while the engine files them: a single read ahead left the engine waiting for a
     * quarter of a million-listing load. A range holds at most CHUNK listings (ids are unique), so
     * at most READS_AHEAD + 1 chunks are ever in memory.
     */
    async *all(): AsyncGenerator<TEngineDocument[]> {
      const bounds = await db.execute(
        sql`select coalesce(min(property_id), 0)::int as first, coalesce(max(property_id), 0)::int as last from search_documents`,
      )
      const [{ first, last }] = (bounds as unknown as { rows: { first: number; last: number }[] }).rows as [
        { first: number; last: number },
      ]
      const pending: Promise<TEngineDocument[]>[] = []
      let from = first
      const askNext = () => {
        if (from > last) return
        const rows = select(sql`d.property_id >= ${from} and d.property_id < ${from + chunk}`)
        rows.catch(() => {}) // a reader that stops early leaves it unawaited
        pending.push(rows)
        from += chunk
      }
      for (let ahead = 0; ahead <= READS_AHEAD; ahead += 1) askNext()
      while (pending.length > 0) {
        const rows = await (pending.shift() as Promise<TEngineDocument[]>)
        askNext()
        if (rows.length > 0) yield rows
      }
    },

    /** The documents of these listings (those no longer published have none). */
    byIds: (ids: number[]) => select(sql`d.property_id = any(${sql.param(ids)}::integer[])`),
  }
}
