import type { TDb } from '../../db/client.ts'

/** Keeps the search read model in step; called inside the transaction of each change. */
export type TSearchIndex = { refresh: (tx: TDb, listingId: number) => Promise<void> }
