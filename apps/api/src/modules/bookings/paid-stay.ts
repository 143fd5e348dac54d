import type { TDb } from '../../db/client.ts'
import { createBookingsRepository } from './repository.ts'

/**
 * The bookings module's answer to messaging and visits: whether the renter's stay with this host
 * on this listing is paid (confirmed, active or completed). Until then their contact details stay
 * hidden from each other (docs/product-rules.md, "Contact stays on the platform"). Kept apart
 * from service.ts, which itself uses the messaging service, so the modules do not import each other.
 */
export function hasPaidStay(db: TDb, pair: { listingId: number; guestId: string; hostId: string }) {
  return createBookingsRepository(db).hasPaidStay(pair)
}
