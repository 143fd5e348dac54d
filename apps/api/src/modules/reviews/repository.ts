import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { publishedUsers } from '../users/index.ts'
import { reviews } from './tables.ts'

export function createReviewsRepository(db: TDb) {
  return {
    async listForListing(listingId: number, limit: number, offset: number) {
      const where = eq(reviews.propertyId, listingId)
      const author = publishedUsers('author')
      const [total] = await db.select({ n: count() }).from(reviews).where(where)
      const rows = await db
        .select({
          review: reviews,
          author: { id: author.id, firstName: author.firstName, profilePictureKey: author.profilePictureKey },
        })
        .from(reviews)
        .innerJoin(author, eq(author.id, reviews.authorId))
        .where(where)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    async insert(values: typeof reviews.$inferInsert) {
      const [row] = await db.insert(reviews).values(values).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async findById(id: number) {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id))
      return row
    },
    /** Which of these bookings already have their (single) review. */
    async reviewedAmong(bookingIds: number[]): Promise<Set<number>> {
      if (bookingIds.length === 0) return new Set()
      const rows = await db
        .select({ bookingId: reviews.bookingId })
        .from(reviews)
        .where(inArray(reviews.bookingId, bookingIds))
      return new Set(rows.map((row) => row.bookingId))
    },
    /** Sets the host's answer unless there already is one. */
    async reply(id: number, text: string, at: Date) {
      const [row] = await db
        .update(reviews)
        .set({ reply: text, repliedAt: at })
        .where(and(eq(reviews.id, id), isNull(reviews.reply)))
        .returning({ id: reviews.id })
      return row !== undefined
    },
  }
}
