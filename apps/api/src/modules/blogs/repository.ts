import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { blogs } from './tables.ts'

export type TNewBlog = typeof blogs.$inferInsert

export function createBlogsRepository(db: TDb) {
  return {
    async list(language: string, limit: number, offset: number) {
      const where = eq(blogs.language, language)
      const [total] = await db.select({ n: count() }).from(blogs).where(where)
      const rows = await db
        .select()
        .from(blogs)
        .where(where)
        .orderBy(desc(blogs.createdAt), desc(blogs.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    async findById(id: number) {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id))
      return row
    },
    async findStory(story: string, language: string) {
      const [row] = await db
        .select()
        .from(blogs)
        .where(and(eq(blogs.story, story), eq(blogs.language, language)))
      return row
    },
    async insert(values: TNewBlog) {
      const [row] = await db.insert(blogs).values(values).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async update(id: number, values: Partial<TNewBlog>) {
      const [row] = await db
        .update(blogs)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(blogs.id, id))
        .returning()
      return row
    },
    async remove(id: number) {
      const [row] = await db.delete(blogs).where(eq(blogs.id, id)).returning()
      return row
    },
  }
}
