import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { columnsOf } from '../../db/relation-columns.ts'
import { publishedFiles } from '../files/index.ts'
import { publishedUsers } from '../users/index.ts'
import { verificationDocuments, verifications } from './tables.ts'

export type TVerificationRow = typeof verifications.$inferSelect
export type TVerificationValues = Omit<typeof verifications.$inferInsert, 'id' | 'userId'>

export function createVerificationsRepository(db: TDb) {
  return {
    async findByUser(userId: string) {
      const [row] = await db.select().from(verifications).where(eq(verifications.userId, userId))
      return row
    },
    async findById(id: string) {
      const [row] = await db.select().from(verifications).where(eq(verifications.id, id))
      return row
    },
    async insert(userId: string, values: TVerificationValues) {
      const [row] = await db
        .insert(verifications)
        .values({ ...values, userId })
        .returning()
      if (!row) throw new Error('insert returned no row')
      return row
    },
    async update(id: string, values: Partial<TVerificationValues>) {
      const [row] = await db.update(verifications).set(values).where(eq(verifications.id, id)).returning()
      return row
    },
    /** Moves a pending verification to a review outcome; undefined when it was not pending. */
    async review(id: string, values: Partial<TVerificationValues>) {
      const [row] = await db
        .update(verifications)
        .set(values)
        .where(and(eq(verifications.id, id), eq(verifications.status, 'pending')))
        .returning()
      return row
    },
    async documentsOf(verificationIds: string[]) {
      if (verificationIds.length === 0) return []
      const storedFiles = publishedFiles('stored_files')
      return db
        .select({
          verificationId: verificationDocuments.verificationId,
          kind: verificationDocuments.kind,
          file: columnsOf(storedFiles),
        })
        .from(verificationDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, verificationDocuments.fileId))
        .where(inArray(verificationDocuments.verificationId, verificationIds))
        .orderBy(asc(storedFiles.createdAt))
    },
    async addDocuments(rows: { verificationId: string; fileId: string; kind: string }[]) {
      if (rows.length > 0) await db.insert(verificationDocuments).values(rows)
    },
    async listByStatus(status: string, limit: number, offset: number) {
      const where = eq(verifications.status, status)
      const users = publishedUsers('users')
      const [total] = await db.select({ n: count() }).from(verifications).where(where)
      const rows = await db
        .select({
          verification: verifications,
          user: { id: users.id, username: users.username, email: users.email, userType: users.userType },
        })
        .from(verifications)
        .innerJoin(users, eq(users.id, verifications.userId))
        .where(where)
        .orderBy(asc(verifications.submittedAt))
        .limit(limit)
        .offset(offset)
      return { count: total?.n ?? 0, rows }
    },
  }
}
