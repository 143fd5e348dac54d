import { getTableColumns } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { storedFiles } from './tables.ts'

/**
 * The stored files' rows as other modules' SQL may join them (decision 029): a document or a
 * verification names its files, and shows them with their kind, name and size. A plain subquery,
 * so PostgreSQL pulls it up into the caller's join (same plan and indexes as the table); `name` is
 * its alias in the SQL. Select a whole row with `columnsOf` (db/relation-columns.ts).
 */
export function publishedFiles<TName extends string>(name: TName) {
  return new QueryBuilder().select(getTableColumns(storedFiles)).from(storedFiles).as(name)
}
