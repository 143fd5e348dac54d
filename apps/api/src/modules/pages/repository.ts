import { asc, count, eq, max } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { publishedPosts } from '../blogs/index.ts'
import { listingRows } from '../listings/index.ts'

const properties = listingRows('properties')
const blogs = publishedPosts('blogs')
const published = eq(properties.status, 'published')

/** What the sitemap lists: published listings (in id order, by slices) and blog posts. */
export function createSitemapRepository(db: TDb) {
  return {
    async countListings() {
      const [row] = await db.select({ n: count() }).from(properties).where(published)
      return row?.n ?? 0
    },
    listings(offset: number, limit: number) {
      return db
        .select({ id: properties.id, updatedAt: properties.updatedAt })
        .from(properties)
        .where(published)
        .orderBy(asc(properties.id))
        .limit(limit)
        .offset(offset)
    },
    async lastListingChange() {
      const [row] = await db
        .select({ at: max(properties.updatedAt) })
        .from(properties)
        .where(published)
      return row?.at ?? null
    },
    posts() {
      return db
        .select({ id: blogs.id, story: blogs.story, language: blogs.language, updatedAt: blogs.updatedAt })
        .from(blogs)
        .orderBy(asc(blogs.id))
    },
  }
}
export type TSitemapRepository = ReturnType<typeof createSitemapRepository>
