import {
  DOCUMENT_VIEWING_MINUTES,
  type TBookingDocument,
  type TDocumentView,
  type TLanguage,
  todayInMontreal,
} from '@demeure/shared'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { AppError, forbidden, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { createStoredFiles, removeStored } from '../files/index.ts'
import type { TUserRow } from '../users/index.ts'
import { shownPage } from './document-pages.ts'
import { createBookingDocumentsRepository } from './documents-repository.ts'
import type { TBookingRow } from './tables.ts'

/** "2026/11/25 14:02" in Montréal: the date format of the site, on the watermark. */
function montrealMinute(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Montreal',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute}`
}

const kindOf = (kind: string) => kind.replace(/^rental_/, '') as TBookingDocument['kind']

/**
 * The renter's papers stay the renter's (docs/product-rules.md, "Privacy"): the host sees each
 * document only as a watermarked image, every view is logged for the renter, and the files are
 * deleted on the retention schedule.
 */
export function createBookingDocuments(
  deps: TDeps,
  visibleTo: (user: TUserRow, id: number) => Promise<TBookingRow>,
) {
  const { db, clock } = deps
  const documents = createBookingDocumentsRepository(db)

  return {
    /**
     * One page of the document as an image for the booking's host (or staff): re-drawn with the
     * viewer's name, the time and "view only", never the stored bytes. A host's viewing is logged
     * once for the renter: its first page logs a view, and the pages turned after it, asked with
     * that view's id (`viewing`) by the same person within DOCUMENT_VIEWING_MINUTES, are part of it.
     * Returns the page and the id of the viewing (null for the renter's own look, never logged).
     */
    async view(
      viewer: TUserRow,
      bookingId: number,
      fileId: string,
      request: { ip: string; page: number; viewing?: number; language: TLanguage },
    ) {
      const booking = await visibleTo(viewer, bookingId)
      if (booking.documentsDeletedAt) {
        throw new AppError(404, 'not_found', { fields: { file: { key: 'field.documentsDeleted' } } })
      }
      const document = await documents.find(bookingId, fileId)
      const stored = document ? await deps.storage.get(document.file.storageKey) : null
      if (!document || !stored) throw notFound()
      const now = clock.now()
      const kind = kindOf(document.kind)
      const shown = await shownPage(
        {
          bytes: Buffer.concat(await stored.body.toArray()),
          contentType: document.file.contentType,
          name: document.file.originalName,
          sizeBytes: document.file.sizeBytes,
          kind,
        },
        request.page,
        { viewerName: `${viewer.firstName} ${viewer.lastName}`.trim(), viewedAt: montrealMinute(now) },
        request.language,
      )
      // The renter looking at their own papers is not a "view by the host".
      if (viewer.id === booking.guestId) return { ...shown, viewing: null }
      const since = new Date(now.getTime() - DOCUMENT_VIEWING_MINUTES * 60_000)
      const continued =
        request.viewing !== undefined &&
        (await documents.isViewing({ id: request.viewing, viewerId: viewer.id, bookingId, fileId, since }))
      const viewing = continued
        ? (request.viewing as number)
        : await documents.logView({
            bookingId,
            fileId,
            documentKind: kind,
            documentName: document.file.originalName,
            viewerId: viewer.id,
            viewedAt: now,
            ip: request.ip,
          })
      return { ...shown, viewing }
    },

    /** Who looked at the renter's documents: the renter's (and staff's) log, never the host's. */
    async views(
      user: TUserRow,
      bookingId: number,
      page: number,
      pageSize: number,
    ): Promise<TPage<TDocumentView>> {
      const booking = await visibleTo(user, bookingId)
      if (booking.guestId !== user.id && user.userType !== 'admin') throw forbidden()
      const { count, rows } = await documents.viewsOf(bookingId, pageSize, (page - 1) * pageSize)
      const results: TDocumentView[] = rows.map((row) => ({
        id: row.id,
        viewer_name: `${row.firstName} ${row.lastName}`.trim(),
        document_kind: row.kind as TDocumentView['document_kind'],
        document_name: row.name,
        viewed_at: row.viewedAt.toISOString(),
      }))
      return { results, count, page, pageSize }
    },

    /**
     * Deletes the files of the bookings past their retention, a batch per transaction until none is
     * left: the rows go with the transaction, the stored objects once it commits. Returns how many
     * bookings were cleared.
     */
    async deletePastRetention() {
      let cleared = 0
      for (;;) {
        const now = clock.now()
        const today = todayInMontreal(now)
        const batch = await inTransaction(db, async (tx) => {
          const repo = createBookingDocumentsRepository(tx)
          const ids = await repo.claimPastRetention(now, today)
          const removed = await createStoredFiles(tx).forget(await repo.fileIdsOf(ids))
          await repo.markDeleted(ids, now)
          return { ids, removed }
        })
        await removeStored(deps.storage, batch.removed)
        cleared += batch.ids.length
        if (batch.ids.length === 0) return cleared
      }
    },
  }
}

export type TBookingDocuments = ReturnType<typeof createBookingDocuments>
