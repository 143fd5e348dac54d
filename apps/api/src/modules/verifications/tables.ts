import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { storedFiles } from '../files/tables.ts'
import { users } from '../users/tables.ts'

/** One co-host verification per user, edited and resubmitted in place until approved. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    telegramUsername: text('telegram_username').notNull().default(''),
    hostingCountry: text('hosting_country').notNull(),
    hostingCity: text('hosting_city').notNull(),
    role: text('role').notNull(),
    bookingUrls: text('booking_urls').array().notNull().default(sql`'{}'::text[]`),
    agreement: boolean('agreement').notNull(),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('verifications_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    // The staff queue reads pending ones oldest first.
    index('verifications_status_submitted_idx').on(table.status, table.submittedAt),
  ],
)

/** Which uploaded file is which document of a verification. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.verificationId, table.fileId] }),
    check(
      'verification_documents_kind_check',
      sql`${table.kind} in ('government_id', 'proof_of_address', 'business_license')`,
    ),
  ],
)
