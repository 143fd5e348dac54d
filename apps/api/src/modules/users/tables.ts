import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { citext } from '../../db/columns.ts'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: citext('username').notNull().unique(),
    email: citext('email').notNull().unique(),
    /** Null for accounts created through Google that never set a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    bio: text('bio').notNull().default(''),
    profilePictureKey: text('profile_picture_key'),
    userType: text('user_type').notNull().default('guest'),
    language: text('language').notNull().default('en'),
    isVerified: boolean('is_verified').notNull().default(false),
    googleSub: text('google_sub').unique(),
    /** Set by staff moderation: the account can neither sign in nor use its tokens (reports module). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_user_type_check', sql`${table.userType} in ('guest', 'co-host', 'admin')`),
    check('users_language_check', sql`${table.language} in ('en', 'fr')`),
    index('users_user_type_idx').on(table.userType),
  ],
)

export type TUserRow = typeof users.$inferSelect
