import { eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import type { TChargeOutcome } from './provider.ts'
import { sandboxCharges } from './tables.ts'

/** The sandbox provider's charges, one per idempotency key. */
export function createSandboxChargesRepository(db: TDb) {
  return {
    /** Records the charge unless its key was used: either way, answers the key's first charge. */
    async once(charge: typeof sandboxCharges.$inferInsert & TChargeOutcome): Promise<TChargeOutcome> {
      await db.insert(sandboxCharges).values(charge).onConflictDoNothing()
      const [first] = await db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, charge.idempotencyKey))
      if (!first) throw new Error('sandbox charge vanished')
      return { outcome: first.outcome as TChargeOutcome['outcome'], chargeRef: first.chargeRef }
    },
  }
}
