import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { renderedOnce } from '../../db/rendered-once.ts'
import { cardKeysOf, listingRows, openDatesOf } from '../listings/index.ts'
import {
  ALL_LISTINGS,
  DOCUMENT_FIELDS,
  documentsOf,
  SEARCH_CHANGES_CHANNEL,
} from './engine/read-model-repository.ts'
import type { TCardSource } from './wire.ts'

/**
 * What a listing's search document takes from modules that themselves ask search (bookings hold
 * dates, reviews rate the home): SQL expressions on the listing's id, which those modules publish at
 * their doors. Search importing their doors would close a loop of modules, so whoever builds
 * documents hands them in (`documentSources` of the composition root, decision 029).
 */
export type TDocumentSources = {
  /** The nights the listing's stays hold (a datemultirange). */
  heldDatesOf(listingId: SQLWrapper): SQL
  /** The listing's average rating to two decimals, 0 without reviews. */
  ratingOf(listingId: SQLWrapper): SQL
  reviewCountOf(listingId: SQLWrapper): SQL<number>
}

type TCardSourceRow = TCardSource & Record<string, unknown>

/** Listings per transaction in a full rebuild: a few seconds of work each at a million listings. */
export const REBUILD_BATCH = 5000

export type TRebuildOptions = {
  /** Resume after this listing id (the last one a cut-short rebuild reported). */
  fromId?: number
  /** Listings per transaction (REBUILD_BATCH unless a test asks for smaller batches). */
  batchSize?: number
  onProgress?: (progress: { listings: number; lastId: number }) => void
}

/**
 * The search documents, written from the listings' own rows and what other modules publish of
 * them; and the same card fields read for listings outside search. No SQL here names another
 * module's table: `p` is the listings' published relation.
 */
export function createDocumentRepository(db: TDb, sources: TDocumentSources) {
  const listingId = sql`p.id`
  const ratingText = sql`${sources.ratingOf(listingId)}::numeric(3, 2)::text`
  return {
    /**
     * Card fields of listings that have no search document (archived, unpublished, held): a stay or a
     * favourite keeps showing its home after the home leaves search. Read from the listing's own
     * rows, as the document would be, without the published condition.
     */
    async cardSourcesOutsideSearch(listingIds: number[]): Promise<TCardSource[]> {
      if (listingIds.length === 0) return []
      const result = await db.execute<TCardSourceRow>(sql`
        select p.id as "propertyId", p.title, p.title_fr as "titleFr", p.property_type as "propertyType",
          p.room_category as "roomCategory", p.address_street as "addressStreet",
          p.address_city as "addressCity", p.latitude::float8 as latitude, p.longitude::float8 as longitude,
          p.price_per_month_cents as "priceCents", p.max_guests as "maxGuests",
          p.num_bedrooms as "numBedrooms",
          ${cardKeysOf(listingId)} as "photoKeys",
          ${ratingText} as "ratingAvg",
          ${sources.reviewCountOf(listingId)} as "reviewCount"
        from ${LISTINGS}
        where p.id in (${sql.join(
          listingIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and not exists (select 1 from search_documents d where d.property_id = p.id)`)
      return (result as unknown as { rows: TCardSourceRow[] }).rows
    },

    /**
     * Rebuilds one listing's document from its rows, or removes it when the listing is not published.
     * Free dates = availability periods minus reserved dates minus stays that hold their dates.
     */
    async refresh(id: number) {
      // One statement, one round trip: the delete (the listing left search) and the upsert (it is in
      // search) see the same snapshot and never both touch the row, since one asks for a published
      // listing and the other for its absence. A trigger announces the change to every API
      // process's search engine (migration 0012).
      await upsertDocuments(sql`p.id = ${id}`, db, sql`with ${removal(id)}`)
    },

    /**
     * `refresh`, answering with the listing's document as it was before (read in the statement's
     * snapshot, which its own writes do not change) and as it is after (the upsert's returned row):
     * one statement where the saved-search alerts' change feed would otherwise send three.
     */
    async refreshAndRead(id: number) {
      const { head, tail } = upsertOf(sources)
      const result = await db.execute(sql`with ${removal(id)},
        upserted as (${head} p.id = ${id} ${tail} returning *)
        select false as "isAfter", ${DOCUMENT_FIELDS} from search_documents d where d.property_id = ${id}
        union all
        select true as "isAfter", ${DOCUMENT_FIELDS} from upserted d`)
      const rows = (result as unknown as { rows: { isAfter: boolean }[] }).rows
      const documentWhen = (isAfter: boolean) =>
        documentsOf(rows.filter((row) => row.isAfter === isAfter).map(({ isAfter: _, ...row }) => row))[0]
      return { before: documentWhen(false), after: documentWhen(true) }
    },

    /**
     * Rebuilds every published listing's document (seed, bulk imports, recovery), REBUILD_BATCH
     * listings per transaction in id order: a million listings in one transaction outlived the
     * client's query timeout. Each batch is an upsert, so a rebuild cut short is resumed by running
     * it again, or from `fromId` (the last id `onProgress` reported). Every process's engine hears one
     * 'reload everything' at the end, not one change per listing.
     */
    async refreshAll(options: TRebuildOptions = {}) {
      let after = options.fromId ?? 0
      let done = 0
      for (;;) {
        const ids = await db.execute<{ id: number }>(sql`
          select p.id from ${LISTINGS} where p.id > ${after} order by p.id limit ${options.batchSize ?? REBUILD_BATCH}`)
        const last = (ids as unknown as { rows: { id: number }[] }).rows.at(-1)?.id
        if (last === undefined) break
        await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('demeure.search_bulk', 'on', true)`)
          await tx.execute(sql`delete from search_documents d
            where d.property_id > ${after} and d.property_id <= ${last}
              and not exists (select 1 from ${LISTINGS} where p.id = d.property_id and p.status = 'published')`)
          await upsertDocuments(sql`p.id > ${after} and p.id <= ${last}`, tx)
        })
        done += (ids as unknown as { rows: unknown[] }).rows.length
        after = last
        options.onProgress?.({ listings: done, lastId: last })
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('demeure.search_bulk', 'on', true)`)
        // Documents of listings deleted outright (their ids are no longer in properties).
        await tx.execute(sql`delete from search_documents d
          where d.property_id > ${options.fromId ?? 0}
            and not exists (select 1 from ${LISTINGS} where p.id = d.property_id)`)
        await tx.execute(sql`select pg_notify(${SEARCH_CHANGES_CHANNEL}, ${ALL_LISTINGS})`)
      })
    },
  }

  /** `first`: a data-modifying `with` clause sent in the same statement (refresh's delete). */
  async function upsertDocuments(which: SQL, executor: TDb = db, first: SQL = sql``) {
    const { head, tail } = upsertOf(sources)
    await executor.execute(sql`${first} ${head} ${which} ${tail}`)
  }
}

/** The `with` clause that deletes the listing's document unless the listing is published. */
const removal = (id: number) => sql`gone as (
  delete from search_documents d
  where d.property_id = ${id}
    and not exists (select 1 from ${LISTINGS} where p.id = ${id} and p.status = 'published'))`

/** The listings' rows as `p`, written as text once (db/rendered-once.ts). */
const LISTINGS = renderedOnce(sql`${listingRows('p')}`)

const upserts = new WeakMap<TDocumentSources, { head: SQL; tail: SQL }>()
/**
 * The documents' upsert around its `where`, written as text once for these sources
 * (db/rendered-once.ts): it names forty columns and five subqueries, which Drizzle would otherwise
 * walk at every write of a listing.
 */
function upsertOf(sources: TDocumentSources) {
  const known = upserts.get(sources)
  if (known) return known
  const listingId = sql`p.id`
  const rendered = {
    head: renderedOnce(sql`
      insert into search_documents (
        property_id, search_text, title, title_fr, property_type, room_category, address_street, address_city,
        latitude, longitude, price_cents, max_guests, num_bedrooms, amenities, photo_keys, free_dates,
        has_citq, published_at, rating_avg, review_count)
      select p.id,
        unaccent(lower(p.address_city || ' ' || p.address_street || ' ' || p.title
          || coalesce(' ' || p.title_fr, ''))),
        p.title, p.title_fr, p.property_type, p.room_category, p.address_street, p.address_city,
        p.latitude::float8, p.longitude::float8, p.price_per_month_cents, p.max_guests, p.num_bedrooms,
        p.amenities,
        ${cardKeysOf(listingId)},
        ${openDatesOf(listingId)} - ${sources.heldDatesOf(listingId)},
        p.citq_number is not null,
        coalesce(p.published_at, now()),
        ${sources.ratingOf(listingId)},
        ${sources.reviewCountOf(listingId)}
      from ${LISTINGS}
      where`),
    tail: renderedOnce(sql`and p.status = 'published'
      on conflict (property_id) do update set
        search_text = excluded.search_text, title = excluded.title,
        title_fr = excluded.title_fr, property_type = excluded.property_type,
        room_category = excluded.room_category, address_street = excluded.address_street,
        address_city = excluded.address_city, latitude = excluded.latitude, longitude = excluded.longitude,
        price_cents = excluded.price_cents, max_guests = excluded.max_guests,
        num_bedrooms = excluded.num_bedrooms, amenities = excluded.amenities,
        photo_keys = excluded.photo_keys, free_dates = excluded.free_dates, has_citq = excluded.has_citq,
        published_at = excluded.published_at, rating_avg = excluded.rating_avg,
        review_count = excluded.review_count`),
  }
  upserts.set(sources, rendered)
  return rendered
}

export type TDocumentRepository = ReturnType<typeof createDocumentRepository>
