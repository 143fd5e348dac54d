import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { leaseSignatures, leases, type TLeaseRow } from './tables.ts'

export type TNewLease = typeof leases.$inferInsert
export type TLeaseChanges = Partial<Omit<TNewLease, 'id' | 'bookingId'>>

export function createLeasesRepository(db: TDb) {
  return {
    /** One lease per stay: a second confirmation of the same stay changes nothing. */
    async insert(values: TNewLease) {
      const [row] = await db.insert(leases).values(values).onConflictDoNothing().returning()
      return row
    },
    async ofBooking(bookingId: number) {
      const [row] = await db.select().from(leases).where(eq(leases.bookingId, bookingId))
      return row
    },
    async update(id: number, changes: TLeaseChanges): Promise<TLeaseRow | undefined> {
      const [row] = await db
        .update(leases)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(leases.id, id))
        .returning()
      return row
    },
    /** Locks the lease for the transaction if its text still has this hash (undefined otherwise). */
    async touchIfText(id: number, documentSha256: string) {
      const [row] = await db
        .update(leases)
        .set({ updatedAt: new Date() })
        .where(and(eq(leases.id, id), eq(leases.documentSha256, documentSha256)))
        .returning({ id: leases.id })
      return row
    },
    /** Changes a lease only while its term still ends on `termEnd` and no notice was given (a guard). */
    async updateTerm(id: number, termEnd: string, changes: TLeaseChanges) {
      const [row] = await db
        .update(leases)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(leases.id, id), eq(leases.termEnd, termEnd), isNull(leases.nonRenewalGivenAt)))
        .returning()
      return row
    },
    /** The valid signatures of a lease (voided ones stay for the audit trail). */
    signatures(leaseId: number) {
      return db
        .select()
        .from(leaseSignatures)
        .where(and(eq(leaseSignatures.leaseId, leaseId), isNull(leaseSignatures.voidedAt)))
        .orderBy(leaseSignatures.signedAt)
    },
    /** Throws a unique violation (lease_signatures_one_valid) if this party already signed. */
    async sign(values: typeof leaseSignatures.$inferInsert) {
      const [row] = await db.insert(leaseSignatures).values(values).returning()
      return row
    },
    async voidSignatures(leaseId: number, at: Date) {
      await db
        .update(leaseSignatures)
        .set({ voidedAt: at })
        .where(and(eq(leaseSignatures.leaseId, leaseId), isNull(leaseSignatures.voidedAt)))
    },
    /** Claims the reminder of the window of the term ending on `termEnd`: once, whatever the processes. */
    async claimReminder(id: number, termEnd: string) {
      const [row] = await db
        .update(leases)
        .set({ remindedFor: termEnd })
        .where(
          and(
            eq(leases.id, id),
            eq(leases.termEnd, termEnd),
            isNull(leases.nonRenewalGivenAt),
            or(isNull(leases.remindedFor), ne(leases.remindedFor, termEnd)),
          ),
        )
        .returning()
      return row
    },
    /** Leases without a notice whose term ends in (after, before] (the renewal job's candidates). */
    endingBetween(after: string, before: string, limit = 500) {
      return db
        .select()
        .from(leases)
        .where(
          and(
            gt(leases.termEnd, after),
            lte(leases.termEnd, before),
            isNull(leases.nonRenewalGivenAt),
            isNull(leases.renewalBlockedAt),
          ),
        )
        .orderBy(leases.termEnd)
        .limit(limit)
    },
  }
}
