import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { columnsOf } from '../../db/relation-columns.ts'
import { publishedFiles } from '../files/index.ts'
import { publishedUsers } from '../users/index.ts'
import { bookingDocuments, bookings, documentViews } from './tables.ts'

/** Retention of a rental agreement's files (docs/product-rules.md, "Privacy"). */
export const RETENTION = {
  /** A request that ended without a stay: declined, expired, or cancelled before it was paid. */
  withoutStayDays: 30,
  /** A stay that took place (or was paid, then cancelled): counted from its end. */
  afterStayMonths: 12,
}

/** How many bookings one retention run clears per transaction: a run never holds many locks. */
const RETENTION_BATCH = 100

/** The rental documents, their views, and their retention: the bookings module's private papers. */
export function createBookingDocumentsRepository(db: TDb) {
  return {
    /** One document of one booking, with its stored file; undefined if it is not that booking's. */
    async find(bookingId: number, fileId: string) {
      const storedFiles = publishedFiles('stored_files')
      const [row] = await db
        .select({ kind: bookingDocuments.kind, file: columnsOf(storedFiles) })
        .from(bookingDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, bookingDocuments.fileId))
        .where(and(eq(bookingDocuments.bookingId, bookingId), eq(bookingDocuments.fileId, fileId)))
      return row
    },
    /** Logs one view; its id names the viewing (the pages turned after it, see isViewing). */
    async logView(row: typeof documentViews.$inferInsert) {
      const [logged] = await db.insert(documentViews).values(row).returning({ id: documentViews.id })
      if (!logged) throw new Error('the document view was not logged')
      return logged.id
    },
    /** Whether view `id` is this viewer's, of this document, logged since `since`: a viewing still open. */
    async isViewing(viewing: {
      id: number
      viewerId: string
      bookingId: number
      fileId: string
      since: Date
    }) {
      const [row] = await db
        .select({ id: documentViews.id })
        .from(documentViews)
        .where(
          and(
            eq(documentViews.id, viewing.id),
            eq(documentViews.viewerId, viewing.viewerId),
            eq(documentViews.bookingId, viewing.bookingId),
            eq(documentViews.fileId, viewing.fileId),
            gte(documentViews.viewedAt, viewing.since),
          ),
        )
      return row !== undefined
    },
    /** Who looked at a booking's documents, newest first, a page at a time. */
    async viewsOf(bookingId: number, limit: number, offset: number) {
      const [total] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(documentViews)
        .where(eq(documentViews.bookingId, bookingId))
      const users = publishedUsers('users')
      const rows = await db
        .select({
          id: documentViews.id,
          firstName: users.firstName,
          lastName: users.lastName,
          kind: documentViews.documentKind,
          name: documentViews.documentName,
          viewedAt: documentViews.viewedAt,
        })
        .from(documentViews)
        .innerJoin(users, eq(users.id, documentViews.viewerId))
        .where(eq(documentViews.bookingId, bookingId))
        .orderBy(desc(documentViews.viewedAt), desc(documentViews.id))
        .limit(limit)
        .offset(offset)
      return { count: total?.count ?? 0, rows }
    },
    /**
     * Claims up to a batch of bookings whose documents are past their retention, with `skip locked`
     * so two processes running the job at once never take the same booking. `today` is Montréal's.
     */
    async claimPastRetention(now: Date, today: string) {
      const withoutStay = new Date(now.getTime() - RETENTION.withoutStayDays * 86_400_000)
      const rows = await db.execute<{ id: number }>(sql`
        select b.id from bookings b
        where b.documents_deleted_at is null
          and exists (select 1 from booking_documents d where d.booking_id = b.id)
          and (
            ((b.status in ('declined', 'expired') or (b.status = 'cancelled' and b.confirmed_at is null))
              and coalesce(b.closed_at, b.requested_at) <= ${withoutStay.toISOString()}::timestamptz)
            or (b.status = 'completed'
              and b.check_out <= (${today}::date - make_interval(months => ${RETENTION.afterStayMonths}))::date)
            or (b.status = 'cancelled' and b.confirmed_at is not null
              and b.closed_at <= ${now.toISOString()}::timestamptz - make_interval(months => ${RETENTION.afterStayMonths}))
          )
        order by b.id
        limit ${RETENTION_BATCH}
        for update of b skip locked`)
      return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id))
    },
    /** The stored files of these bookings' documents (to forget, then remove from storage). */
    async fileIdsOf(bookingIds: number[]) {
      if (bookingIds.length === 0) return []
      const rows = await db
        .select({ fileId: bookingDocuments.fileId })
        .from(bookingDocuments)
        .where(inArray(bookingDocuments.bookingId, bookingIds))
      return rows.map((row) => row.fileId)
    },
    async markDeleted(bookingIds: number[], at: Date) {
      if (bookingIds.length === 0) return
      await db.update(bookings).set({ documentsDeletedAt: at }).where(inArray(bookings.id, bookingIds))
    },
  }
}
