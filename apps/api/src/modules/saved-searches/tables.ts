import { sql } from 'drizzle-orm'
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { properties } from '../listings/tables.ts'
import { users } from '../users/tables.ts'

/**
 * A user's saved search: a name, the search's filters as the search API takes them (`criteria`),
 * how often to be told of new matches, and when the e-mail's unsubscribe link was used.
 *
 * `place_key`, the price bounds, the move-in day and the map area copy what of `criteria` narrows the most, so that
 * a changed listing finds its candidate searches through an index instead of reading them all
 * (saved-searches/repository.ts `candidatesFor`); the engine's own predicate then decides.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    criteria: jsonb('criteria').notNull(),
    frequency: text('frequency').notNull(),
    /** The searched place folded like the engine folds it (city or neighbourhood), null when none. */
    placeKey: text('place_key'),
    minPriceCents: integer('min_price_cents'),
    maxPriceCents: integer('max_price_cents'),
    bboxWest: doublePrecision('bbox_west'),
    bboxSouth: doublePrecision('bbox_south'),
    bboxEast: doublePrecision('bbox_east'),
    bboxNorth: doublePrecision('bbox_north'),
    /** The move-in date as a day number (days since 1970-01-01), null when none: freed dates look it up. */
    moveInDay: integer('move_in_day'),
    /**
     * The engine's bit masks of the wanted types and amenities, and the guests, null when none asked:
     * the change's query also drops candidates the home cannot match on these (null never excludes,
     * so searches saved before these columns stay candidates).
     */
    typeMask: integer('type_mask'),
    amenityMask: integer('amenity_mask'),
    guests: integer('guests'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The Montréal day of the last alert e-mail: at most one a day per search. */
    lastMailedOn: date('last_mailed_on', { mode: 'string' }),
  },
  (table) => [
    index('saved_searches_user_created_idx').on(table.userId, table.createdAt, table.id),
    // The prefilter of a listing change: searches of its place (or of none) whose ceiling is at
    // least its price; no ceiling sorts as the highest (repository.ts `CEILING`), so one index
    // range answers "none, or at least this".
    index('saved_searches_place_ceiling_idx')
      .on(table.placeKey, sql`coalesce(${table.maxPriceCents}, 2147483647)`)
      .where(sql`${table.unsubscribedAt} is null`),
    // The prefilter of freed dates: searches of a place (or of none) moving in around those dates.
    index('saved_searches_place_move_in_idx')
      .on(table.placeKey, table.moveInDay)
      .where(sql`${table.unsubscribedAt} is null and ${table.moveInDay} is not null`),
  ],
)

export type TSavedSearchRow = typeof savedSearches.$inferSelect

/**
 * Each home a saved search was told of, once ever (unique search + listing). `sent_at` is null
 * until an e-mail carried it: the daily digest picks those up.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    unique('saved_search_alerts_search_listing_key').on(table.savedSearchId, table.propertyId),
    index('saved_search_alerts_unsent_idx').on(table.savedSearchId).where(sql`${table.sentAt} is null`),
  ],
)

export type TSavedSearchAlertRow = typeof savedSearchAlerts.$inferSelect
