import type { TDeps } from '../../deps.ts'
import { notFound } from '../../lib/app-error.ts'
import { createListingsRepository } from './repository.ts'

/**
 * Published listings as other modules (bookings, visits, messaging) check them. Their public page
 * is read in one query by search/detail-repository.ts and built by publicDetailOf (wire.ts).
 */
export function createPublicListings(deps: TDeps) {
  const listings = createListingsRepository(deps.db)
  return {
    /** The row of a published listing, or 404. */
    async publishedRow(id: number) {
      const row = await listings.findById(id)
      if (row?.status !== 'published') throw notFound()
      return row
    },

    /** Listings in any status, by id: what a saved home is now (archived, back in review…). */
    async rowsByIds(ids: number[]) {
      return listings.findByIds(ids)
    },
  }
}
