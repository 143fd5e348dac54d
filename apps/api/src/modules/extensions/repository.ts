import { and, desc, eq, lt } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { stayExtensions, type TStayExtensionRow } from './tables.ts'

export type TNewExtension = typeof stayExtensions.$inferInsert

export function createExtensionsRepository(db: TDb) {
  return {
    /** Throws a unique violation (stay_extensions_one_open) if the stay already has an open request. */
    async insert(values: TNewExtension) {
      const [row] = await db.insert(stayExtensions).values(values).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async find(bookingId: number, id: number) {
      const [row] = await db
        .select()
        .from(stayExtensions)
        .where(and(eq(stayExtensions.id, id), eq(stayExtensions.bookingId, bookingId)))
      return row
    },
    ofBooking(bookingId: number) {
      return db
        .select()
        .from(stayExtensions)
        .where(eq(stayExtensions.bookingId, bookingId))
        .orderBy(desc(stayExtensions.requestedAt), desc(stayExtensions.id))
    },
    /** Answers a request only if it is still open: two racing answers cannot both win. */
    async close(id: number, status: string, at: Date): Promise<TStayExtensionRow | undefined> {
      const [row] = await db
        .update(stayExtensions)
        .set({ status, answeredAt: at })
        .where(and(eq(stayExtensions.id, id), eq(stayExtensions.status, 'requested')))
        .returning()
      return row
    },
    /** A cancelled stay's open request is cancelled with it. */
    async closeOpen(bookingId: number, at: Date) {
      await db
        .update(stayExtensions)
        .set({ status: 'cancelled', answeredAt: at })
        .where(and(eq(stayExtensions.bookingId, bookingId), eq(stayExtensions.status, 'requested')))
    },
    /** The open request of a stay (closed with it when the stay is cancelled). */
    async openOf(bookingId: number) {
      const [row] = await db
        .select()
        .from(stayExtensions)
        .where(and(eq(stayExtensions.bookingId, bookingId), eq(stayExtensions.status, 'requested')))
      return row
    },
    unansweredSince(before: Date) {
      return db
        .select()
        .from(stayExtensions)
        .where(and(eq(stayExtensions.status, 'requested'), lt(stayExtensions.requestedAt, before)))
    },
  }
}
