import { addMonths, quoteStay, type TBooking, todayInMontreal } from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import type { TBookingsService } from '../bookings/index.ts'
import type { TSearchService } from '../search/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createFinder } from './finder.ts'
import type { TFeeExample } from './replies.ts'

/** The fee example's defaults when the conversation gives no rent or stay. */
const EXAMPLE_RENT = 1000
const EXAMPLE_MONTHS = 4
/** Bookings read to answer "where do my bookings stand?". */
const BOOKINGS_READ = 50

export type TChatToolsDeps = { deps: TDeps; search: TSearchService; bookings: TBookingsService }

/**
 * What both engines may do, always through the real services: search the catalogue, read the
 * user's own bookings, and work out a fee example with the booking's own price computation.
 */
export function createChatTools({ deps, search, bookings }: TChatToolsDeps) {
  const today = () => todayInMontreal(deps.clock.now())
  return {
    today,
    finder: createFinder(search),

    async myBookings(user: TUserRow): Promise<{ asGuest: TBooking[]; onMyListings: number }> {
      const page = await bookings.list(user, 'any', undefined, 1, BOOKINGS_READ)
      return {
        asGuest: page.results.filter((booking) => booking.guest.id === user.id),
        onMyListings: page.results.filter((booking) => booking.host.id === user.id).length,
      }
    },

    /** A worked example of what a stay costs, at the user's budget and dates when they gave them. */
    feeExample(wish: { monthlyRent?: number; checkIn?: string; months?: number } = {}): TFeeExample {
      const monthlyRent = Math.max(1, Math.round(wish.monthlyRent ?? EXAMPLE_RENT))
      const start = today()
      const checkIn =
        wish.checkIn && wish.checkIn >= start ? wish.checkIn : `${addMonths(start, 1).slice(0, 7)}-01`
      const months = Math.min(11, Math.max(1, Math.round(wish.months ?? EXAMPLE_MONTHS)))
      const quote = quoteStay(monthlyRent * 100, checkIn, addMonths(checkIn, months), start)
      return { monthlyRent, checkIn, months, quote }
    },
  }
}
export type TChatTools = ReturnType<typeof createChatTools>
