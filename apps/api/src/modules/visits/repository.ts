import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { type TVisitRow, visits } from './tables.ts'

export function createVisitsRepository(db: TDb) {
  return {
    async insert(values: typeof visits.$inferInsert) {
      const [row] = await db.insert(visits).values(values).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async findById(id: number) {
      const [row] = await db.select().from(visits).where(eq(visits.id, id))
      return row
    },
    async list(
      filter: { guestId?: string; hostId?: string; listingId?: number; status?: string },
      limit: number,
      offset: number,
    ) {
      const conditions: SQL[] = []
      if (filter.guestId) conditions.push(eq(visits.guestId, filter.guestId))
      if (filter.hostId) conditions.push(eq(visits.hostId, filter.hostId))
      if (filter.listingId) conditions.push(eq(visits.propertyId, filter.listingId))
      if (filter.status) conditions.push(eq(visits.status, filter.status as TVisitRow['status']))
      const where = and(...conditions)
      const [total] = await db.select({ n: count() }).from(visits).where(where)
      const rows = await db
        .select()
        .from(visits)
        .where(where)
        .orderBy(desc(visits.date), desc(visits.time), desc(visits.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
    /** Moves a visit on only from one of the expected statuses (a concurrent answer loses cleanly). */
    async transition(id: number, from: TVisitRow['status'][], status: TVisitRow['status'], at: Date) {
      const [row] = await db
        .update(visits)
        .set({ status, updatedAt: at })
        .where(and(eq(visits.id, id), inArray(visits.status, from)))
        .returning()
      return row
    },
  }
}
