import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Answers of the upstream geocoder, kept so each question is asked upstream once (its usage policy). */
export const geocodeCache = pgTable(
  'geocode_cache',
  {
    kind: text('kind').notNull(),
    query: text('query').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.query] })],
)
