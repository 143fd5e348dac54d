import type { TDb } from '../../db/client.ts'
import { createListingsRepository } from './repository.ts'

/**
 * What a lease states of a listing (the dwelling, its furniture, its rules), read on the caller's
 * transaction: the leases module prepares a lease in the transaction that confirms a stay.
 */
export async function listingLeaseFacts(db: TDb, listingId: number) {
  const row = await createListingsRepository(db).findById(listingId)
  if (!row) return undefined
  return {
    title: row.title,
    titleFr: row.titleFr ?? '',
    address: [row.addressStreet, row.addressCity, row.addressState, row.addressPostalCode]
      .filter(Boolean)
      .join(', '),
    roomCategory: row.roomCategory,
    bedrooms: row.numBedrooms,
    amenities: row.amenities,
    rules: row.rules,
  }
}
