import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'

/** Blog posts; a post and its translation share a `story` key, one row per language. */
export const blogs = pgTable(
  'blogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    story: text('story').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    briefDescription: text('brief_description').notNull(),
    body: text('body').notNull(),
    writerName: text('writer_name').notNull(),
    imageKey: text('image_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('blogs_language_check', sql`${table.language} in ('en', 'fr')`),
    unique('blogs_story_language_unique').on(table.story, table.language),
    index('blogs_language_created_idx').on(table.language, table.createdAt),
  ],
)

export type TBlogRow = typeof blogs.$inferSelect
