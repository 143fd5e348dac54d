import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { storedFiles } from '../files/tables.ts'
import { users } from '../users/tables.ts'

/**
 * A listing. Money in integer cents; coordinates with 6 decimals; bathrooms allow halves (1.5).
 * New listings wait in `pending_review` until staff publish them.
 */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending_review'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Optional French title and description: readers see their language, else the main text. */
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    propertyType: text('property_type').notNull(),
    roomCategory: text('room_category').notNull().default('entire_home'),
    addressStreet: text('address_street').notNull(),
    addressCity: text('address_city').notNull(),
    addressState: text('address_state').notNull(),
    addressPostalCode: text('address_postal_code').notNull(),
    addressCountry: text('address_country').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6 }).notNull(),
    pricePerMonthCents: integer('price_per_month_cents').notNull(),
    maxGuests: integer('max_guests').notNull(),
    freeCapacity: integer('free_capacity').notNull(),
    additionalCapacity: integer('additional_capacity').notNull(),
    additionalCapacityPercentage: numeric('additional_capacity_percentage', {
      precision: 3,
      scale: 2,
    }).notNull(),
    numBedrooms: integer('num_bedrooms').notNull().default(0),
    numBeds: integer('num_beds').notNull().default(0),
    numPrivateBathrooms: numeric('num_private_bathrooms', { precision: 3, scale: 1 }).notNull().default('0'),
    numSharedBathrooms: numeric('num_shared_bathrooms', { precision: 3, scale: 1 }).notNull().default('0'),
    amenities: text('amenities').array().notNull().default(sql`'{}'::text[]`),
    rules: text('rules').array().notNull().default(sql`'{}'::text[]`),
    /** The CITQ registration number (6 digits) that allows stays of 31 nights or fewer; null: none. */
    citqNumber: text('citq_number'),
    videoKey: text('video_key'),
    ownershipVideoFileId: uuid('ownership_video_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'properties_status_check',
      sql`${table.status} in ('pending_review', 'published', 'rejected', 'archived')`,
    ),
    check('properties_price_check', sql`${table.pricePerMonthCents} > 0`),
    check('properties_guests_check', sql`${table.maxGuests} > 0`),
    check('properties_citq_number_check', sql`${table.citqNumber} ~ '^[0-9]{6}$'`),
    index('properties_host_idx').on(table.hostId, table.createdAt),
    index('properties_status_idx').on(table.status, table.createdAt),
  ],
)

export const propertyPhotos = pgTable(
  'property_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    description: text('description').notNull().default(''),
    /** The untouched upload (with its EXIF), kept private for disputes; guests only see the variants. */
    originalFileId: uuid('original_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    cardKey: text('card_key').notNull(),
    galleryKey: text('gallery_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_photos_property_idx').on(table.propertyId, table.position)],
)

export type TListingRow = typeof properties.$inferSelect

export type TListingPhotoRow = typeof propertyPhotos.$inferSelect

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
