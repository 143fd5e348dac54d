import type { TDb } from '../../db/client.ts'
import type { TListingRow } from './tables.ts'

/** The comparable homes' count and median monthly price in cents (null when there are none). */
export type TComparablePrices = { count: number; median: number | null }

/**
 * What the listings module needs from the search module, handed in by app.ts so that listings
 * never imports search (search reads listings, not the reverse): keeping the read model in step,
 * called inside the transaction of each change, and the price check's comparable homes, read from
 * the catalogue's read model before that transaction (it may wait for this process's own recent
 * writes, which a query inside an open transaction must not).
 */
export type TSearchIndex = {
  refresh: (tx: TDb, listingId: number) => Promise<void>
  /** The published homes comparable to `listing` (its own id left out; none for a new listing). */
  comparablePrices: (
    listing: Pick<
      TListingRow,
      'propertyType' | 'roomCategory' | 'numBedrooms' | 'addressCity' | 'latitude' | 'longitude'
    > & { id?: number },
  ) => Promise<TComparablePrices>
}
