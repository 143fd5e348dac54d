import type { TDb } from '../../db/client.ts'
import type { TListingRow } from './tables.ts'

/**
 * What the listings module needs from the search module, handed in by app.ts so that listings
 * never imports search (search reads listings, not the reverse): keeping the read model in step,
 * called inside the transaction of each change, and the price check's comparable homes, read from
 * the published catalogue on the same transaction.
 */
export type TSearchIndex = {
  refresh: (tx: TDb, listingId: number) => Promise<void>
  /** The median monthly price (cents) and count of the published homes comparable to `listing`. */
  comparablePrices: (tx: TDb, listing: TListingRow) => Promise<{ count: number; median: number | null }>
}
