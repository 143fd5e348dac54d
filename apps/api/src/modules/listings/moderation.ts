import { listingText, pageUrl, type TLanguage, type TStaffListing } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { translate } from '../../i18n/index.ts'
import { conflict, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { createAccounts } from '../users/index.ts'
import { hostListingsWire } from './host-view.ts'
import { createListingsRepository } from './repository.ts'
import { createReviewHolds, reviewHoldsWire } from './review-holds.ts'
import type { TSearchIndex } from './search-index.ts'
import type { TListingRow } from './tables.ts'

/** Staff moderation: the review queue, publishing or rejecting a listing, and telling its host. */
export function createModeration(deps: TDeps, searchIndex: TSearchIndex) {
  const { db, clock } = deps
  const listings = createListingsRepository(db)

  /** The host's e-mail about a review, enqueued in the review's transaction: sent if and only if it commits. */
  async function notifyHost(tx: TDb, row: TListingRow, outcome: 'published' | 'rejected', reason = '') {
    const host = await createAccounts(tx).findById(row.hostId)
    if (!host) return
    const language = host.language as TLanguage
    const params = {
      name: host.firstName,
      // The host reads their listing's title in their own language, as on the site.
      title: listingText({ title: row.title, title_fr: row.titleFr ?? '' }, language).title,
      reason,
      link: `${deps.config.publicUrl}${pageUrl.listing(row.id)}`,
    }
    await deps.mailer.send(
      {
        to: host.email,
        subject: translate(language, `mail.listing.${outcome}.subject`, params),
        text: translate(language, `mail.listing.${outcome}.body`, params),
      },
      tx,
    )
  }

  return {
    async listForStaff(status: string, page: number, pageSize: number): Promise<TPage<TStaffListing>> {
      const { count, rows } = await listings.listByStatus(status, pageSize, (page - 1) * pageSize)
      const [wires, holds] = await Promise.all([
        hostListingsWire(db, rows),
        reviewHoldsWire(
          db,
          rows.map((row) => row.id),
        ),
      ])
      const results = wires.map((wire) => ({ ...wire, review_holds: holds.get(wire.property_id) ?? [] }))
      return { results, count, page, pageSize }
    },

    async review(id: number, outcome: 'published' | 'rejected', reason?: string) {
      const row = await listings.findById(id)
      if (!row) throw notFound()
      if (row.status !== 'pending_review') throw conflict({ _: { key: 'field.alreadyReviewed' } })
      await inTransaction(db, async (tx) => {
        const changed = await createListingsRepository(tx).update(id, {
          status: outcome,
          rejectionReason: outcome === 'rejected' ? (reason ?? null) : null,
          publishedAt: outcome === 'published' ? clock.now() : null,
        })
        // Publishing is staff's answer to what held the listing: it no longer holds it.
        if (outcome === 'published') await createReviewHolds(tx).clear(id, clock.now())
        await searchIndex.refresh(tx, id)
        if (changed) await notifyHost(tx, changed, outcome, reason)
      })
    },
  }
}
