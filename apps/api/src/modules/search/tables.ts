import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { properties } from '../listings/tables.ts'

/** PostgreSQL 14+ multirange of dates: the days a listing can be moved into. */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' })

/**
 * The search read model: one row per *published* listing, kept current in the same transaction as
 * every change that affects it. Everything a result card shows is here, so a search touches one table.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** unaccent(lower(city street title)): what `location` matches, through a trigram index. */
    searchText: text('search_text').notNull(),
    title: text('title').notNull(),
    titleFr: text('title_fr'),
    propertyType: text('property_type').notNull(),
    roomCategory: text('room_category').notNull(),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    priceCents: integer('price_cents').notNull(),
    maxGuests: integer('max_guests').notNull(),
    numBedrooms: integer('num_bedrooms').notNull(),
    amenities: text('amenities').array().notNull(),
    photoKeys: text('photo_keys').array().notNull(),
    freeDates: dateMultirange('free_dates').notNull(),
    /** The listing shows a CITQ number: stays of 31 nights or fewer are possible (move-in filter). */
    hasCitq: boolean('has_citq').notNull().default(false),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('search_documents_price_idx').on(table.priceCents, table.propertyId),
    index('search_documents_published_idx').on(table.publishedAt, table.propertyId),
    index('search_documents_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('search_documents_amenities_idx').using('gin', table.amenities),
    index('search_documents_free_dates_idx').using('gist', table.freeDates),
    // A viewport is a latitude band then a longitude range: with column statistics the planner can
    // tell a dense city view (walk the primary key) from a sparse one (use this index), unlike GiST
    // on point(), whose fixed selectivity made dense views sort tens of thousands of rows.
    index('search_documents_lat_lon_idx').on(table.latitude, table.longitude),
  ],
)
