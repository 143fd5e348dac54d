import { eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { sandboxTransfers } from './tables.ts'

/** The sandbox provider's transfers, one per idempotency key. */
export function createSandboxTransfersRepository(db: TDb) {
  return {
    /** Records the transfer unless its key was used: either way, answers the key's first transfer. */
    async once(transfer: typeof sandboxTransfers.$inferInsert) {
      await db.insert(sandboxTransfers).values(transfer).onConflictDoNothing()
      const [first] = await db
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, transfer.idempotencyKey))
      if (!first) throw new Error('sandbox transfer vanished')
      return first
    },
  }
}
