import { and, eq, isNull } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { payments, processedEvents } from './tables.ts'

export function createPaymentsRepository(db: TDb) {
  return {
    async insert(values: typeof payments.$inferInsert) {
      const [row] = await db.insert(payments).values(values).returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async findByRef(providerRef: string) {
      const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef))
      return row
    },
    /** The pending checkout of a stay's first payment, or of its month `seq` paid by hand. */
    async pendingFor(bookingId: number, seq?: number) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            eq(payments.status, 'pending'),
            seq === undefined ? isNull(payments.instalmentSeq) : eq(payments.instalmentSeq, seq),
          ),
        )
      return row
    },
    async settle(id: string, status: 'paid' | 'failed' | 'expired', at: Date) {
      await db
        .update(payments)
        .set({ status, settledAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    },
    /** Records an event as applied; false when it already was (a replay). */
    async markProcessed(provider: string, eventId: string) {
      const rows = await db
        .insert(processedEvents)
        .values({ provider, eventId })
        .onConflictDoNothing()
        .returning({ eventId: processedEvents.eventId })
      return rows.length === 1
    },
  }
}
