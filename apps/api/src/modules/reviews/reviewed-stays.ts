import type { TDb } from '../../db/client.ts'
import { createReviewsRepository } from './repository.ts'

/** Which of these stays already have their (single) review: the bookings module shows "review" or not. */
export function reviewedStays(db: TDb, bookingIds: number[]): Promise<Set<number>> {
  return createReviewsRepository(db).reviewedAmong(bookingIds)
}
