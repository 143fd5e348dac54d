import {
  canonicalPlaceName,
  KM_PER_LAT_DEGREE,
  KM_PER_LON_DEGREE,
  minimumCheckOut,
  NEIGHBOURHOOD_CITY,
  NEIGHBOURHOOD_RADIUS_KM,
  NEIGHBOURHOODS,
  ROOM_TYPE_FILTER,
  type TBbox,
  type TSearchQuery,
} from '@demeure/shared'
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { clusterLevel, fineCellDegrees } from './engine/cluster-lattice.ts'
import { foldLikePostgres } from './engine/fold.ts'
import type { TComparableHome } from './engine/read-model.ts'
import { CELL_DEGREES } from './engine/spatial-grid.ts'
import { searchDocuments } from './tables.ts'

const doc = searchDocuments

/** LIKE treats % and _ as wildcards; a user's text must match literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

const inBbox = (bbox: TBbox) =>
  sql`${doc.latitude} between ${bbox.south} and ${bbox.north} and ${doc.longitude} between ${bbox.west} and ${bbox.east}`

const sameCity = (name: string) => sql`unaccent(lower(${doc.addressCity})) = unaccent(lower(${name}))`

/**
 * The index of the neighbourhood a document's position falls in (neighbourhoodIndexAt, in the
 * same double-precision steps), or null.
 */
const neighbourhoodIndexSql = () => {
  const centres = sql.join(
    NEIGHBOURHOODS.map((place, index) => sql`(${index}::int, ${place.lat}::float8, ${place.lon}::float8)`),
    sql`, `,
  )
  const north = sql`((${doc.latitude} - n.lat) * ${KM_PER_LAT_DEGREE}::float8)`
  const east = sql`((${doc.longitude} - n.lon) * ${KM_PER_LON_DEGREE}::float8)`
  const distance = sql`(${north} * ${north} + ${east} * ${east})`
  return sql`(select n.i from (values ${centres}) as n(i, lat, lon)
    where ${distance} <= ${NEIGHBOURHOOD_RADIUS_KM * NEIGHBOURHOOD_RADIUS_KM}::float8
    order by ${distance}, n.i limit 1)`
}

/** A place of the places facet: a city by name, or a neighbourhood of Montréal by position. */
function inPlace(name: string): SQL {
  const area = NEIGHBOURHOODS.findIndex((place) => foldLikePostgres(place.name) === foldLikePostgres(name))
  if (area === -1) return sameCity(name)
  return sql`(${sameCity(name)} or (${sameCity(NEIGHBOURHOOD_CITY)} and ${neighbourhoodIndexSql()} = ${area}))`
}

/**
 * Listings where a stay can start on `day`: free for the shortest stay the listing allows
 * (minimumCheckOut: one month with a CITQ number, else 32 nights). Both ranges are constants, so
 * the free dates' GiST index serves each side.
 */
function canMoveIn(day: string): SQL {
  const stay = (hasCitq: boolean) =>
    sql`daterange(${day}::date, ${minimumCheckOut(day, hasCitq)}::date, '[)')`
  return sql`((${doc.hasCitq} and ${doc.freeDates} @> ${stay(true)}) or (not ${doc.hasCitq} and ${doc.freeDates} @> ${stay(false)}))`
}

function filtersOf(query: TSearchQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.location) {
    conditions.push(
      sql`${doc.searchText} like '%' || unaccent(lower(${likeLiteral(canonicalPlaceName(query.location))})) || '%'`,
    )
  }
  if (query.city) conditions.push(inPlace(canonicalPlaceName(query.city)))
  if (query.type.length > 0) {
    // "Private room" is a room category among the type filters (catalogue.ts, TYPE_FILTERS).
    const byType = sql`${doc.propertyType} in ${query.type}`
    conditions.push(
      query.type.includes(ROOM_TYPE_FILTER)
        ? sql`(${byType} or ${doc.roomCategory} = ${ROOM_TYPE_FILTER})`
        : byType,
    )
  }
  if (query.min_price !== undefined)
    conditions.push(sql`${doc.priceCents} >= ${Math.round(query.min_price * 100)}`)
  if (query.max_price !== undefined)
    conditions.push(sql`${doc.priceCents} <= ${Math.round(query.max_price * 100)}`)
  if (query.move_in) conditions.push(canMoveIn(query.move_in))
  if (query.amenities.length > 0) {
    const wanted = sql.join(
      query.amenities.map((amenity) => sql`${amenity}`),
      sql`, `,
    )
    conditions.push(sql`${doc.amenities} @> array[${wanted}]::text[]`)
  }
  if (query.guests !== undefined) conditions.push(sql`${doc.maxGuests} >= ${query.guests}`)
  if (query.bedrooms.length > 0) conditions.push(inArray(doc.numBedrooms, query.bedrooms))
  if (query.bbox) conditions.push(inBbox(query.bbox))
  return and(...conditions)
}

const ORDER = {
  newest: [desc(doc.publishedAt), desc(doc.propertyId)],
  price: [asc(doc.priceCents), asc(doc.propertyId)],
  '-price': [desc(doc.priceCents), desc(doc.propertyId)],
} as const

export function createSearchRepository(db: TDb) {
  return {
    async count(query: TSearchQuery) {
      const [total] = await db.select({ n: count() }).from(doc).where(filtersOf(query))
      return total?.n ?? 0
    },

    async page(query: TSearchQuery) {
      return db
        .select()
        .from(doc)
        .where(filtersOf(query))
        .orderBy(...ORDER[query.sort])
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
    },

    async mapItems(bbox: TBbox | undefined, page: number, pageSize: number) {
      return db
        .select()
        .from(doc)
        .where(bbox ? inBbox(bbox) : undefined)
        .orderBy(asc(doc.propertyId))
        .limit(pageSize)
        .offset((page - 1) * pageSize)
    },

    async countInBbox(bbox: TBbox | undefined) {
      const [total] = await db
        .select({ n: count() })
        .from(doc)
        .where(bbox ? inBbox(bbox) : undefined)
      return total?.n ?? 0
    },

    async itemsInBbox(bbox: TBbox, limit: number) {
      return db.select().from(doc).where(inBbox(bbox)).orderBy(asc(doc.propertyId)).limit(limit)
    },

    /**
     * Listings in the viewport grouped on the map's lattice (engine/cluster-lattice.ts): one
     * cluster per non-empty cell, each cell computed in double precision as the engine does.
     */
    async clustersInBbox(bbox: TBbox) {
      const level = clusterLevel(bbox)
      const cellOf = (position: SQL, offset: number) =>
        level >= 0
          ? sql`floor(floor((${position} + ${offset}::float8) / ${CELL_DEGREES}::float8) / ${2 ** level}::float8)`
          : sql`floor((${position} + ${offset}::float8) / ${fineCellDegrees(level)}::float8)`
      return db
        .select({
          count: sql<number>`count(*)::int`,
          latitude: sql<number>`avg(${doc.latitude})`,
          longitude: sql<number>`avg(${doc.longitude})`,
          minPrice: sql<number>`min(${doc.priceCents})`,
        })
        .from(doc)
        .where(inBbox(bbox))
        .groupBy(cellOf(sql`${doc.longitude}`, 180), cellOf(sql`${doc.latitude}`, 90))
    },

    async findDocuments(listingIds: number[]) {
      if (listingIds.length === 0) return []
      return db.select().from(doc).where(inArray(doc.propertyId, listingIds))
    },

    /** Whether every night of [checkIn, checkOut) is free: available, not reserved, not held by a stay. */
    async isFree(listingId: number, checkIn: string, checkOut: string) {
      const [row] = await db
        .select({ id: doc.propertyId })
        .from(doc)
        .where(
          and(
            eq(doc.propertyId, listingId),
            sql`${doc.freeDates} @> daterange(${checkIn}, ${checkOut}, '[)')`,
          ),
        )
      return row !== undefined
    },

    /**
     * Which of these stays are free (isFree for each, in one query): the listing ids whose every
     * night of [checkIn, checkOut) is free. One stay per listing.
     */
    async freeAmong(stays: { listingId: number; checkIn: string; checkOut: string }[]) {
      if (stays.length === 0) return new Set<number>()
      const rows = await db
        .select({ id: doc.propertyId })
        .from(doc)
        .where(
          or(
            ...stays.map(
              (stay) =>
                sql`(${doc.propertyId} = ${stay.listingId} and ${doc.freeDates} @> daterange(${stay.checkIn}, ${stay.checkOut}, '[)'))`,
            ),
          ),
        )
      return new Set(rows.map((row) => row.id))
    },

    /**
     * The median monthly price and count of published homes comparable to a listing: same room
     * category, a type of the same group, the same bedroom count, and the same area (its
     * neighbourhood for a home of Montréal within one, else its city). The listing itself is left out.
     */
    async comparablePrices(home: TComparableHome) {
      const area =
        home.neighbourhood === -1
          ? sameCity(home.city)
          : sql`${sameCity(NEIGHBOURHOOD_CITY)} and ${neighbourhoodIndexSql()} = ${home.neighbourhood}`
      const [row] = await db
        .select({
          count: count(),
          median: sql<number | null>`percentile_cont(0.5) within group (order by ${doc.priceCents})`,
        })
        .from(doc)
        .where(
          and(
            sql`${doc.propertyId} <> ${home.listingId}`,
            eq(doc.roomCategory, home.roomCategory),
            inArray(doc.propertyType, home.types),
            eq(doc.numBedrooms, home.bedrooms),
            area,
          ),
        )
      return { count: row?.count ?? 0, median: row?.median == null ? null : Number(row.median) }
    },

    async findDocument(listingId: number) {
      const [row] = await db.select().from(doc).where(eq(doc.propertyId, listingId))
      return row
    },
  }
}

export type TSearchRepository = ReturnType<typeof createSearchRepository>
