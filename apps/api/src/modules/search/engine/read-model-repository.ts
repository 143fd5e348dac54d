import { AMENITIES } from '@demeure/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { TDb } from '../../../db/client.ts'
import { renderedOnce } from '../../../db/rendered-once.ts'
import {
  documentColumns,
  fillDocument,
  NUMBERS_SEPARATOR,
  type TDocumentColumnsRow,
  TEXT_SEPARATOR,
} from './document-columns.ts'
import { NumbersReader } from './document-numbers.ts'
import type { TDocumentChunk, TEngineDocument } from './read-model.ts'

/** The channel on which each rebuilt search document is announced (payload: listing id, or '*'). */
export const SEARCH_CHANGES_CHANNEL = 'search_changes'
/** Every listing may have changed (a bulk rebuild): reload everything. */
export const ALL_LISTINGS = '*'

/** Listing ids read per query at start: the catalogue is never all in memory twice (rows and model). */
const CHUNK = 20_000
/** Queries in flight beyond the chunk being filed. */
const READS_AHEAD = 2

/** A row as PostgreSQL sends it: the document's texts, and its numbers as one field. */
type TRow = Pick<
  TEngineDocument,
  | 'searchText'
  | 'title'
  | 'titleFr'
  | 'listingType'
  | 'roomCategory'
  | 'addressStreet'
  | 'addressCity'
  | 'photoKeys'
  | 'ratingAvg'
> & { numbers: string }

/** Bit i set when the document has AMENITIES[i]: one test per amenity (see DOCUMENT_FIELDS). */
const AMENITY_BITS = sql.join(
  AMENITIES.map(
    (amenity, index) => sql`(case when ${amenity} = any(d.amenities) then ${1 << index} else 0 end)`,
  ),
  sql` | `,
)

/**
 * A document's numbers as one text field (document-numbers.ts) of a row named `d`. Free days are
 * [start, end) day-number pairs, sorted; none leaves them out (concat_ws skips a null). Coordinates
 * keep PostgreSQL's shortest exact text of a float8, as a field of their own would.
 */
const DOCUMENT_NUMBERS = sql`concat_ws(',',
    d.property_id, d.price_cents, d.max_guests, d.num_bedrooms, ${AMENITY_BITS}, d.has_citq::int,
    d.review_count, (extract(epoch from d.published_at) * 1000000)::bigint, d.latitude, d.longitude,
    (select string_agg((lower(r) - date '1970-01-01') || ',' || (upper(r) - date '1970-01-01'),
        ',' order by lower(r))
      from unnest(d.free_dates) r))`

const reader = new NumbersReader()

/** The document of a row (a new object: the change feed keeps it). */
const toDocument = (row: TRow): TEngineDocument =>
  fillDocument({} as TEngineDocument, reader.of(row.numbers), (field) => row[field] as string)

/**
 * What every read of documents selects from a row of search_documents named `d`, written as text
 * once (db/rendered-once.ts): the texts a field each, the numbers in one (document-numbers.ts). One
 * test per amenity rather than unnesting the array in a subquery, a third of the query's cost at
 * start (an amenity outside AMENITIES sets no bit either way). Rows read with it become documents
 * by `documentsOf`.
 */
export const DOCUMENT_FIELDS = renderedOnce(sql`
  d.search_text as "searchText", d.title, d.title_fr as "titleFr",
    d.property_type as "listingType", d.room_category as "roomCategory",
    d.address_street as "addressStreet", d.address_city as "addressCity",
    array_to_string(d.photo_keys, ' ') as "photoKeys", d.rating_avg::text as "ratingAvg",
    ${DOCUMENT_NUMBERS} as numbers`)

/**
 * A range of documents as one row: how many, and each field of them all joined into one text in id
 * order (document-columns.ts reads them in place). Over the same rows, each aggregate sees them in
 * the same order, so the nth part of every column is the same document's.
 */
const DOCUMENT_COLUMNS = renderedOnce(sql`count(*)::int as count,
    coalesce(string_agg(d.search_text, ${TEXT_SEPARATOR}), '') as "searchText",
    coalesce(string_agg(d.title, ${TEXT_SEPARATOR}), '') as title,
    coalesce(string_agg(coalesce(d.title_fr, ''), ${TEXT_SEPARATOR}), '') as "titleFr",
    coalesce(string_agg(d.property_type, ${TEXT_SEPARATOR}), '') as "listingType",
    coalesce(string_agg(d.room_category, ${TEXT_SEPARATOR}), '') as "roomCategory",
    coalesce(string_agg(d.address_street, ${TEXT_SEPARATOR}), '') as "addressStreet",
    coalesce(string_agg(d.address_city, ${TEXT_SEPARATOR}), '') as "addressCity",
    coalesce(string_agg(array_to_string(d.photo_keys, ' '), ${TEXT_SEPARATOR}), '') as "photoKeys",
    coalesce(string_agg(d.rating_avg::text, ${TEXT_SEPARATOR}), '') as "ratingAvg",
    coalesce(string_agg(${DOCUMENT_NUMBERS}, ${NUMBERS_SEPARATOR}), '') as numbers`)

/** Rows selected with DOCUMENT_FIELDS as documents (see toDocument). */
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

  /** The documents with ids from `from` up to `to`, as columns (or rows, if a text holds a separator). */
  async function range(from: number, to: number): Promise<TDocumentChunk> {
    const result = await db.execute(sql`select ${DOCUMENT_COLUMNS} from (select * from search_documents
        where property_id >= ${from} and property_id < ${to} order by property_id) d`)
    const [row] = (result as unknown as { rows: TDocumentColumnsRow[] }).rows
    if (!row || row.count === 0) return []
    return documentColumns(row) ?? select(sql`d.property_id >= ${from} and d.property_id < ${to}`)
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
    async *all(): AsyncGenerator<TDocumentChunk> {
      const bounds = await db.execute(
        sql`select coalesce(min(property_id), 0)::int as first, coalesce(max(property_id), 0)::int as last from search_documents`,
      )
      const [{ first, last }] = (bounds as unknown as { rows: { first: number; last: number }[] }).rows as [
        { first: number; last: number },
      ]
      const pending: Promise<TDocumentChunk>[] = []
      let from = first
      const askNext = () => {
        if (from > last) return
        const rows = range(from, from + chunk)
        rows.catch(() => {}) // a reader that stops early leaves it unawaited
        pending.push(rows)
        from += chunk
      }
      for (let ahead = 0; ahead <= READS_AHEAD; ahead += 1) askNext()
      while (pending.length > 0) {
        const rows = await (pending.shift() as Promise<TDocumentChunk>)
        askNext()
        if (rows.length > 0) yield rows
      }
    },

    /** The documents of these listings (those no longer published have none). */
    byIds: (ids: number[]) => select(sql`d.property_id = any(${sql.param(ids)}::integer[])`),
  }
}
