import {
  addDays,
  addMonths,
  quoteExtension,
  renewalWindow,
  renewedTermEnd,
  type TLeaseDocument,
  todayInMontreal,
  windowPhase,
} from '@demeure/shared'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { conflict, notFound } from '../../lib/app-error.ts'
import { isExclusionViolation } from '../../lib/pg-errors.ts'
import type { TBookingsService } from '../bookings/index.ts'
import type { TSearchIndex } from '../listings/index.ts'
import type { TRentService } from '../rent/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createLeasesRepository } from './repository.ts'
import type { TLeaseRow } from './tables.ts'

const LIVE = new Set(['confirmed', 'active'])

export type TRenewalsDeps = {
  deps: TDeps
  bookings: TBookingsService
  rent: Pick<TRentService, 'appendInstalments'>
  searchIndex: TSearchIndex
  logError: (error: unknown) => void
}

/**
 * The end of a stay as the law has it (docs/product-rules.md, "The end of a stay"): a lease renews
 * at its end unless the renter gives notice in the window (arts. 1941, 1942, 1946 C.c.Q.). Every
 * change is a guarded update on the lease's term end, so with N API processes each reminder is
 * sent once and each renewal adds its term once.
 */
export function createRenewalsService({ deps, bookings, rent, searchIndex, logError }: TRenewalsDeps) {
  const { db, clock } = deps
  const repo = createLeasesRepository(db)
  const kindOf = (lease: TLeaseRow) => (lease.document as TLeaseDocument).dwelling.kind

  /** Both sides told that the window opened (the host: the end date is not automatic). */
  async function remind(lease: TLeaseRow) {
    const stay = await bookings.findRow(db, lease.bookingId)
    if (!stay) return
    const title = await bookings.notices.listingTitle(stay.propertyId)
    const { closes } = renewalWindow(lease.termEnd, kindOf(lease))
    const announce = await inTransaction(db, async (tx) => {
      if (!(await createLeasesRepository(tx).claimReminder(lease.id, lease.termEnd))) return undefined
      const params = { term_end: lease.termEnd, closes }
      return [
        await bookings.notices.tell(tx, stay, title, 'lease_notice_window', ['guest'], 'guest', params),
        await bookings.notices.tell(tx, stay, title, 'lease_notice_window', ['host'], 'host', params),
      ]
    })
    for (const told of announce ?? []) await told()
  }

  /** No notice by the window's close: the lease renews for its own term again, at its locked rent. */
  async function renew(lease: TLeaseRow) {
    const current = await bookings.findRow(db, lease.bookingId)
    if (!current) return
    const title = await bookings.notices.listingTitle(current.propertyId)
    const newEnd = renewedTermEnd(current.checkIn, lease.termEnd, (lease.document as TLeaseDocument).term)
    try {
      const announce = await inTransaction(db, async (tx) => {
        const renewed = await createLeasesRepository(tx).updateTerm(lease.id, lease.termEnd, {
          termEnd: newEnd,
          renewals: lease.renewals + 1,
        })
        if (!renewed) return undefined
        const stay = await bookings.findRow(tx, lease.bookingId)
        if (!stay) return undefined
        // The extension's own pricing: whole months at the locked rent, no service fee.
        const quote = quoteExtension(stay, newEnd)
        const moved = await bookings.moveCheckOut(tx, stay.id, lease.termEnd, {
          checkOut: newEnd,
          months: quote.months,
          extraDays: quote.extraDays,
          rentTotalCents: quote.rentTotalCents,
          schedule: [...stay.schedule, ...quote.instalments],
        })
        if (!moved) throw new Error(`stay ${stay.id} no longer ends on ${lease.termEnd}`)
        await rent.appendInstalments(tx, stay.id, quote.instalments)
        await searchIndex.refresh(tx, stay.propertyId)
        return bookings.notices.tell(tx, moved, title, 'lease_renewed', ['guest', 'host'], undefined, {
          term_end: newEnd,
        })
      })
      await announce?.()
    } catch (error) {
      // Another stay holds the added dates: the renter's right stands, but a person must settle it.
      if (!isExclusionViolation(error)) throw error
      await repo.update(lease.id, { renewalBlockedAt: clock.now() })
      logError(new Error(`lease ${lease.id}: renewal refused, another stay holds ${lease.termEnd}–${newEnd}`))
    }
  }

  return {
    /** The renter, within the window, declines the renewal: the stay ends on the term's end. */
    async giveNotice(user: TUserRow, bookingId: number) {
      const stay = await bookings.visibleTo(user, bookingId)
      const lease = await repo.ofBooking(stay.id)
      if (!lease) throw notFound()
      if (stay.guestId !== user.id) throw conflict({ status: { key: 'lease.renterOnly' } })
      if (!LIVE.has(stay.status)) throw conflict({ status: { key: 'lease.stayNotLive' } })
      if (lease.nonRenewalGivenAt) throw conflict({ status: { key: 'lease.noticeGiven' } })
      const kind = kindOf(lease)
      if (windowPhase(lease.termEnd, kind, todayInMontreal(clock.now())) !== 'open') {
        const { opens, closes } = renewalWindow(lease.termEnd, kind)
        throw conflict({ status: { key: 'lease.noticeClosed', params: { opens, closes } } })
      }
      const title = await bookings.notices.listingTitle(stay.propertyId)
      const announce = await inTransaction(db, async (tx) => {
        const given = await createLeasesRepository(tx).updateTerm(lease.id, lease.termEnd, {
          nonRenewalGivenAt: clock.now(),
        })
        if (!given) throw conflict({ status: { key: 'lease.noticeGiven' } })
        return bookings.notices.tell(tx, stay, title, 'lease_non_renewal', ['host'], undefined, {
          term_end: lease.termEnd,
        })
      })
      await announce()
    },

    /** Periodic: reminders of windows that opened, renewals of windows that closed. */
    async work() {
      const today = todayInMontreal(clock.now())
      // Every window opens at most 2 months before its term ends; a term ended today is done.
      for (const lease of await repo.endingBetween(today, addDays(addMonths(today, 2), 1))) {
        const stay = await bookings.findRow(db, lease.bookingId)
        if (!stay || !LIVE.has(stay.status)) {
          // A cancelled stay renews nothing; the mark keeps the job from reading it again.
          await repo.update(lease.id, { renewalBlockedAt: clock.now() })
          continue
        }
        // An accepted extension moved the stay: the lease's term follows it.
        if (stay.checkOut !== lease.termEnd) {
          await repo.updateTerm(lease.id, lease.termEnd, { termEnd: stay.checkOut })
          continue
        }
        const phase = windowPhase(lease.termEnd, kindOf(lease), today)
        if (phase === 'open' && lease.remindedFor !== lease.termEnd) await remind(lease)
        if (phase === 'closed') await renew(lease).catch(logError)
      }
    },
  }
}
export type TRenewalsService = ReturnType<typeof createRenewalsService>
