import { sql } from 'drizzle-orm'
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { storedFiles } from './files.ts'
import { users } from './users.ts'

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
