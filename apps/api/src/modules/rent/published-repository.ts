import { and, eq, inArray } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { rentInstalments } from './tables.ts'

/**
 * Whether a stay has the month `seq` in its rent schedule: other modules' reads of the schedule go
 * through the rent module's door (decision 029); a receipt for a month checks it exists.
 */
export async function hasRentMonth(db: TDb, bookingId: number, seq: number) {
  const rows = await db
    .select({ seq: rentInstalments.seq })
    .from(rentInstalments)
    .where(and(eq(rentInstalments.bookingId, bookingId), eq(rentInstalments.seq, seq)))
  return rows.length === 1
}

/** Every month of these stays' schedules (a person's export). */
export function instalmentsOf(db: TDb, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([])
  return db.select().from(rentInstalments).where(inArray(rentInstalments.bookingId, bookingIds))
}
