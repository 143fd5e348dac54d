import {
  centsToDecimal,
  EXTENSION_TTL_HOURS,
  extensionProblem,
  latestExtendedCheckOut,
  quoteExtension,
} from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts'
import { isExclusionViolation, uniqueViolation } from '../../lib/pg-errors.ts'
import type { TBookingRow, TBookingsService } from '../bookings/index.ts'
import type { TSearchIndex } from '../listings/index.ts'
import type { TRentService } from '../rent/index.ts'
import type { TSearchService } from '../search/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createExtensionsRepository } from './repository.ts'
import type { TStayExtensionRow } from './tables.ts'
import { extensionWire, planWire } from './wire.ts'

const HOUR = 3_600_000
const LIVE = new Set(['confirmed', 'active'])
const notOpen = () => conflict({ status: { key: 'extension.notOpen' } })
const pending = () => conflict({ check_out: { key: 'extension.pending' } })

export type TExtensionsDeps = {
  deps: TDeps
  bookings: TBookingsService
  rent: Pick<TRentService, 'appendInstalments'>
  searchIndex: TSearchIndex
  search: Pick<TSearchService, 'isFree'>
}

/**
 * Extending a stay (docs/product-rules.md, "Extending a stay"; decision 018): the renter asks for a
 * later check-out, the host accepts or declines within 72 hours. Accepting is one transaction: the
 * stay's row takes the new check-out (its exclusion constraint refuses dates another stay holds),
 * the new months join its rent instalments, the listing's free dates are refreshed, the renter told.
 */
export function createExtensionsService({ deps, bookings, rent, searchIndex, search }: TExtensionsDeps) {
  const { db, clock } = deps
  const repo = createExtensionsRepository(db)

  /** The renter's own confirmed or current stay. */
  async function renterStay(guest: TUserRow, bookingId: number) {
    const booking = await bookings.visibleTo(guest, bookingId)
    if (booking.guestId !== guest.id) throw forbidden()
    if (!LIVE.has(booking.status)) throw conflict({ status: { key: 'extension.stayNotLive' } })
    return booking
  }

  /** The stay rules, then the added nights free on the listing, then the price at the locked rent. */
  async function priced(booking: TBookingRow, checkOut: string) {
    const problem = extensionProblem(booking, checkOut)
    if (problem) throw badRequest({ check_out: { key: problem } })
    if (!(await search.isFree(booking.propertyId, booking.checkOut, checkOut)))
      throw conflict({ check_out: { key: 'booking.datesUnavailable' } })
    return quoteExtension(booking, checkOut)
  }

  /** The host's request on their stay, still open (an unanswered one lapses at 72 h even before the job runs). */
  async function openRequest(host: TUserRow, bookingId: number, id: number) {
    const booking = await bookings.visibleTo(host, bookingId)
    if (booking.hostId !== host.id) throw forbidden()
    const request = await repo.find(bookingId, id)
    if (!request) throw notFound()
    const lapsesAt = request.requestedAt.getTime() + EXTENSION_TTL_HOURS * HOUR
    if (request.status !== 'requested' || clock.now().getTime() >= lapsesAt) throw notOpen()
    return { booking, request }
  }

  /** Closes an open request and tells `audiences`, in one transaction. */
  async function close(
    booking: TBookingRow,
    request: TStayExtensionRow,
    status: 'declined' | 'cancelled' | 'expired',
    audiences: ('guest' | 'host')[],
  ) {
    const title = await bookings.notices.listingTitle(booking.propertyId)
    const { closed, announce } = await inTransaction(db, async (tx) => {
      const row = await createExtensionsRepository(tx).close(request.id, status, clock.now())
      if (!row) return { closed: undefined, announce: undefined }
      const kind = status === 'cancelled' ? 'extension_declined' : (`extension_${status}` as const)
      // A withdrawn request tells no one (audiences is empty) but refreshes both sides' open panels.
      const told = await bookings.notices.tell(tx, booking, title, kind, audiences, undefined, {
        check_out: row.newCheckOut,
      })
      return { closed: row, announce: told }
    })
    await announce?.()
    return closed
  }

  return {
    async quote(guest: TUserRow, bookingId: number, checkOut: string) {
      const booking = await renterStay(guest, bookingId)
      const quote = await priced(booking, checkOut)
      return {
        check_out: checkOut,
        monthly_rent: centsToDecimal(booking.monthlyRentCents),
        months: quote.months,
        extra_days: quote.extraDays,
        amount: centsToDecimal(quote.addedCents),
        instalments: planWire(quote.instalments),
      }
    },

    async list(user: TUserRow, bookingId: number) {
      const booking = await bookings.visibleTo(user, bookingId)
      return {
        latest_check_out: latestExtendedCheckOut(booking.checkIn),
        results: (await repo.ofBooking(booking.id)).map(extensionWire),
      }
    },

    async request(guest: TUserRow, bookingId: number, checkOut: string) {
      const booking = await renterStay(guest, bookingId)
      if (await repo.openOf(booking.id)) throw pending()
      const quote = await priced(booking, checkOut)
      const title = await bookings.notices.listingTitle(booking.propertyId)
      try {
        const { row, announce } = await inTransaction(db, async (tx) => {
          const inserted = await createExtensionsRepository(tx).insert({
            bookingId: booking.id,
            previousCheckOut: booking.checkOut,
            newCheckOut: checkOut,
            months: quote.months,
            extraDays: quote.extraDays,
            amountCents: quote.addedCents,
            instalments: quote.instalments,
            requestedAt: clock.now(),
          })
          const told = await bookings.notices.tell(
            tx,
            booking,
            title,
            'extension_requested',
            ['host'],
            undefined,
            {
              check_out: checkOut,
              amount: centsToDecimal(quote.addedCents),
            },
          )
          return { row: inserted, announce: told }
        })
        await announce()
        return extensionWire(row)
      } catch (error) {
        // Two requests at once: the partial unique index keeps one open per stay.
        if (uniqueViolation(error) === 'stay_extensions_one_open') throw pending()
        throw error
      }
    },

    /**
     * One transaction, or nothing: the request closes as accepted only if still open, the stay ends
     * later only if it still ends where the request began, and the database refuses the longer
     * stay if another holds any added night (23P01 → 409, everything rolled back).
     */
    async accept(host: TUserRow, bookingId: number, id: number) {
      const { booking, request } = await openRequest(host, bookingId, id)
      // The host's own calendar (blocked or imported days) may have changed since the request.
      if (!(await search.isFree(booking.propertyId, request.previousCheckOut, request.newCheckOut)))
        throw conflict({ check_out: { key: 'extension.datesTaken' } })
      const title = await bookings.notices.listingTitle(booking.propertyId)
      try {
        const { row, announce } = await inTransaction(db, async (tx) => {
          const accepted = await createExtensionsRepository(tx).close(request.id, 'accepted', clock.now())
          if (!accepted) throw notOpen()
          const stay = await bookings.findRow(tx, booking.id)
          if (!stay) throw notFound()
          const moved = await bookings.moveCheckOut(tx, stay.id, accepted.previousCheckOut, {
            checkOut: accepted.newCheckOut,
            months: accepted.months,
            extraDays: accepted.extraDays,
            rentTotalCents: stay.rentTotalCents + accepted.amountCents,
            schedule: [...stay.schedule, ...accepted.instalments],
          })
          if (!moved) throw conflict({ status: { key: 'extension.stayNotLive' } })
          await rent.appendInstalments(tx, stay.id, accepted.instalments)
          await searchIndex.refresh(tx, stay.propertyId)
          const told = await bookings.notices.tell(
            tx,
            moved,
            title,
            'extension_accepted',
            ['guest'],
            undefined,
            {
              amount: centsToDecimal(accepted.amountCents),
            },
          )
          return { row: accepted, announce: told }
        })
        await announce()
        return extensionWire(row)
      } catch (error) {
        if (isExclusionViolation(error)) throw conflict({ check_out: { key: 'extension.datesTaken' } })
        throw error
      }
    },

    async decline(host: TUserRow, bookingId: number, id: number) {
      const { booking, request } = await openRequest(host, bookingId, id)
      const closed = await close(booking, request, 'declined', ['guest'])
      if (!closed) throw notOpen()
      return extensionWire(closed)
    },

    /** The renter withdraws their open request. */
    async cancel(guest: TUserRow, bookingId: number, id: number) {
      const booking = await bookings.visibleTo(guest, bookingId)
      if (booking.guestId !== guest.id) throw forbidden()
      const request = await repo.find(bookingId, id)
      if (!request) throw notFound()
      const closed = await close(booking, request, 'cancelled', [])
      if (!closed) throw notOpen()
      return extensionWire(closed)
    },

    /** Periodic: requests unanswered for 72 hours expire; both sides are told. */
    async expireUnanswered() {
      const before = new Date(clock.now().getTime() - EXTENSION_TTL_HOURS * HOUR)
      for (const request of await repo.unansweredSince(before)) {
        const booking = await bookings.findRow(db, request.bookingId)
        if (booking) await close(booking, request, 'expired', ['guest', 'host'])
      }
    },

    /** In a stay's cancellation transaction: its open request ends with it. */
    closeWithStay: (tx: TDb, bookingId: number) =>
      createExtensionsRepository(tx).closeOpen(bookingId, clock.now()),
  }
}
export type TExtensionsService = ReturnType<typeof createExtensionsService>
