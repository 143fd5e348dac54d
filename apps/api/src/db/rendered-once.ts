import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

const dialect = new PgDialect()

/**
 * A constant fragment of SQL written out as text once, its values inlined as literals, and handed
 * back as one raw chunk. Drizzle walks every chunk of a statement each time it sends it: the search
 * documents' statements (a listing's forty columns, a test per amenity) cost a write's server more
 * to build than to send, and were most of what the write left for the collector (decision 026). A
 * fragment given here must hold only constants: a value that changes per call (an id, today) would
 * be frozen at its first rendering, so it stays outside, as a parameter of the statement around it.
 */
export function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment.inlineParams())
  if (params.length > 0) throw new Error(`A fragment rendered once kept ${params.length} parameters`)
  return sql.raw(text)
}
