import { AMENITIES } from '@demeure/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { TDb } from '../../../db/client.ts'
import type { TEngineDocument } from './read-model.ts'

/** The channel on which each rebuilt search document is announced (payload: listing id, or '*'). */
export const SEARCH_CHANGES_CHANNEL = 'search_changes'
/** Every listing may have changed (a bulk rebuild): reload everything. */
export const ALL_LISTINGS = '*'

/** Listings read per query at start: the catalogue is never all in memory twice (rows and model). */
const CHUNK = 20_000

type TRow = {
  property_id: number
  search_text: string
  title: string
  title_fr: string | null
  property_type: string
  room_category: string
  address_street: string
  address_city: string
  latitude: number
  longitude: number
  price_cents: number
  max_guests: number
  num_bedrooms: number
  amenity_bits: number
  photo_keys: string
  free_days: string
  has_citq: boolean
  published_micros: number
  rating_avg: string
  review_count: number
}

const toDocument = (row: TRow): TEngineDocument => ({
  listingId: row.property_id,
  searchText: row.search_text,
  title: row.title,
  titleFr: row.title_fr,
  listingType: row.property_type,
  roomCategory: row.room_category,
  addressStreet: row.address_street,
  addressCity: row.address_city,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
  priceCents: row.price_cents,
  maxGuests: row.max_guests,
  numBedrooms: row.num_bedrooms,
  amenityBits: Number(row.amenity_bits),
  photoKeys: row.photo_keys,
  freeDays: row.free_days === '' ? [] : row.free_days.split(',').map(Number),
  hasCitq: row.has_citq,
  publishedMicros: Number(row.published_micros),
  ratingAvg: row.rating_avg,
  reviewCount: row.review_count,
})

/**
 * The search documents as the in-memory engine wants them, with PostgreSQL doing the conversions
 * (amenities to a bit mask, free dates to day numbers, photo keys to one string) so that loading
 * 100,000 listings creates few objects.
 */
export function createReadModelRepository(db: TDb) {
  const amenities = sql.join(
    AMENITIES.map((amenity) => sql`${amenity}`),
    sql`, `,
  )
  async function select(where: SQL, limit?: number) {
    const result = await db.execute(sql`
      select d.property_id, d.search_text, d.title, d.title_fr, d.property_type, d.room_category,
        d.address_street, d.address_city, d.latitude, d.longitude, d.price_cents, d.max_guests,
        d.num_bedrooms,
        (select coalesce(bit_or(1 << (array_position(array[${amenities}]::text[], a) - 1)), 0)
          from unnest(d.amenities) a) as amenity_bits,
        array_to_string(d.photo_keys, ' ') as photo_keys,
        (select coalesce(string_agg((lower(r) - date '1970-01-01') || ',' || (upper(r) - date '1970-01-01'),
            ',' order by lower(r)), '')
          from unnest(d.free_dates) r) as free_days, d.has_citq,
        (extract(epoch from d.published_at) * 1000000)::float8 as published_micros,
        d.rating_avg::text as rating_avg, d.review_count
      from search_documents d
      where ${where}
      order by d.property_id
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`)
    return (result as unknown as { rows: TRow[] }).rows.map(toDocument)
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
     * Every document, a chunk at a time in id order; the next chunk is asked for as soon as this
     * one arrives, so PostgreSQL reads it while the engine files this one.
     */
    async *all(): AsyncGenerator<TEngineDocument[]> {
      const after = (id: number) => {
        const chunk = select(sql`d.property_id > ${id}`, CHUNK)
        chunk.catch(() => {}) // a reader that stops early leaves it unawaited
        return chunk
      }
      let next = after(0)
      for (;;) {
        const chunk = await next
        if (chunk.length === 0) return
        const isLast = chunk.length < CHUNK
        if (!isLast) next = after((chunk[chunk.length - 1] as TEngineDocument).listingId)
        yield chunk
        if (isLast) return
      }
    },

    /** The documents of these listings (those no longer published have none). */
    byIds: (ids: number[]) =>
      select(
        sql`d.property_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
  }
}
