import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { properties, propertyPhotos } from './properties.ts'
import { users } from './users.ts'

/**
 * Perceptual hashes of listing photos (docs/product-rules.md, "Held for review: copied photos and
 * prices far below the area"): a few 64-bit dHashes per photo (`kind` 0 = whole frame, 1 = centre
 * 90 %, 2 = centre 80 %, so a lightly cropped copy still meets its original). The hash is cut into
 * four 16-bit bands, each indexed: two hashes within 3 bits of each other share a band exactly
 * (pigeonhole), so a lookup reads only the rows that share a band, never the whole table.
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The listing's host, copied here so a lookup skips the host's own photos without a join. */
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.kind] }),
    index('photo_hashes_band0_idx').on(table.band0),
    index('photo_hashes_band1_idx').on(table.band1),
    index('photo_hashes_band2_idx').on(table.band2),
    index('photo_hashes_band3_idx').on(table.band3),
    index('photo_hashes_property_idx').on(table.propertyId),
  ],
)

/**
 * Why a listing waits for staff: a photo of it matches another host's photo (`copied_photo`, with
 * both photos and the distance), or its price is far under comparable homes (`low_price`, with the
 * figures). Staff publishing the listing clears its holds (`cleared_at`): they have looked.
 */
export const reviewHolds = pgTable(
  'review_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    photoId: integer('photo_id').references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    matchedPhotoId: integer('matched_photo_id').references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    matchedPropertyId: integer('matched_property_id').references(() => properties.id, {
      onDelete: 'cascade',
    }),
    matchedHostId: uuid('matched_host_id').references(() => users.id, { onDelete: 'cascade' }),
    distance: smallint('distance'),
    priceCents: integer('price_cents'),
    medianCents: integer('median_cents'),
    comparables: integer('comparables'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    check('review_holds_kind_check', sql`${table.kind} in ('copied_photo', 'low_price')`),
    index('review_holds_property_idx').on(table.propertyId),
  ],
)

export type TReviewHoldRow = typeof reviewHolds.$inferSelect
