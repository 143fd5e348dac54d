import type { TDb } from '../../db/client.ts'
import { createListingsRepository } from './repository.ts'
import type { TSearchIndex } from './search-index.ts'

/**
 * Staff taking listings out of the catalogue after a report (reports module). A hidden listing is
 * `rejected` with the staff note as its reason: the one status path that already takes a listing
 * out of search and its public page (searchIndex.refresh), and the host can edit it and send it
 * for review again. Runs on the caller's transaction (decision 002).
 */
export function createStaffHiding(searchIndex: TSearchIndex) {
  async function hide(tx: TDb, listingId: number, reason: string) {
    const row = await createListingsRepository(tx).update(listingId, {
      status: 'rejected',
      rejectionReason: reason,
      publishedAt: null,
    })
    await searchIndex.refresh(tx, listingId)
    return row
  }
  return {
    /** The listing row as staff see it (any status), for a report's context. */
    staffListing: (db: TDb, listingId: number) => createListingsRepository(db).findById(listingId),
    hideListing: hide,
    /** A suspended host's published listings leave search in the suspension's transaction. */
    async hideAllOfHost(tx: TDb, hostId: string, reason: string) {
      const ids = await createListingsRepository(tx).idsOfHost(hostId, 'published')
      for (const id of ids) await hide(tx, id, reason)
      return ids
    },
  }
}
