import { QueryBuilder } from 'drizzle-orm/pg-core'
import { blogs } from './tables.ts'

/**
 * The blog posts as other modules' SQL may read them (decision 029): the sitemap lists each post's
 * page. A plain subquery, so PostgreSQL reads it as the table; `name` is its alias in the SQL.
 */
export function publishedPosts<TName extends string>(name: TName) {
  return new QueryBuilder()
    .select({ id: blogs.id, story: blogs.story, language: blogs.language, updatedAt: blogs.updatedAt })
    .from(blogs)
    .as(name)
}
