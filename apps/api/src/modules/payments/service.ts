import { nextStatus, pageUrl } from '@demeure/shared'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { AppError, conflict, forbidden } from '../../lib/app-error.ts'
import { isExclusionViolation } from '../../lib/pg-errors.ts'
import type { TBookingsService } from '../bookings/index.ts'
import type { TSearchIndex } from '../listings/index.ts'
import { announceAll, listingTitleParams } from '../notifications/index.ts'
import type { TRentService } from '../rent/index.ts'
import type { TUserRow } from '../users/index.ts'
import type { TPaymentEvent, TPaymentProvider } from './provider.ts'
import { createPaymentsRepository } from './repository.ts'

export function createPaymentsService(options: {
  deps: TDeps
  provider: TPaymentProvider
  bookings: TBookingsService
  searchIndex: TSearchIndex
  rent: TRentService
}) {
  const { deps, provider, bookings, searchIndex, rent } = options
  const { db, clock } = deps

  return {
    provider,

    /**
     * What the sandbox checkout page shows of a payment: its amount and whether it is still to pay,
     * and the stay it pays for (the listing's titles, dates, first month's rent and service fee).
     */
    async checkoutSummary(providerRef: string) {
      const payment = await createPaymentsRepository(db).findByRef(providerRef)
      const stay = payment && (await bookings.findRow(db, payment.bookingId))
      if (!payment || !stay) return undefined
      const instalment =
        payment.instalmentSeq === null ? undefined : await rent.find(stay.id, payment.instalmentSeq)
      return {
        payment,
        stay,
        title: await bookings.notices.listingTitle(stay.propertyId),
        rentDueDate: instalment?.dueDate,
      }
    },

    /** Whether a checkout pays one month's rent rather than a stay's first payment. */
    async paysRent(providerRef: string) {
      const payment = await createPaymentsRepository(db).findByRef(providerRef)
      return payment !== undefined && payment.instalmentSeq !== null
    },

    /**
     * Starts the first payment of an approved stay. Its dates are held from now on, in the same
     * transaction: if another stay already holds them, the database refuses and so do we.
     */
    async startCheckout(guest: TUserRow, bookingId: number) {
      const booking = await bookings.visibleTo(guest, bookingId)
      if (booking.guestId !== guest.id) throw forbidden()
      if (nextStatus(booking.status, 'pay') === null)
        throw conflict({ status: { key: 'field.bookingStatus' } })
      const existing = await createPaymentsRepository(db).pendingFor(bookingId)
      if (existing) return { checkout_url: existing.checkoutUrl }
      const base = deps.config.publicUrl
      const checkout = await provider.createCheckout({
        bookingId,
        amountCents: booking.dueNowCents,
        description: `Demeure stay ${booking.checkIn} → ${booking.checkOut}`,
        successUrl: `${base}${pageUrl.reservations('success')}`,
        cancelUrl: `${base}${pageUrl.reservations('cancelled')}`,
      })
      try {
        const isHolding = await inTransaction(db, async (tx) => {
          if (!(await bookings.holdDatesForPayment(tx, bookingId, booking.propertyId))) return false
          await searchIndex.refresh(tx, booking.propertyId)
          await createPaymentsRepository(tx).insert({
            bookingId,
            provider: provider.name,
            providerRef: checkout.providerRef,
            checkoutUrl: checkout.url,
            amountCents: booking.dueNowCents,
          })
          return true
        })
        // Two presses at once: the first one's checkout is the stay's payment, never a second one.
        if (!isHolding) {
          const pending = await createPaymentsRepository(db).pendingFor(bookingId)
          if (pending) return { checkout_url: pending.checkoutUrl }
          throw conflict({ status: { key: 'field.bookingStatus' } })
        }
      } catch (error) {
        if (isExclusionViolation(error)) {
          throw new AppError(409, 'conflict', { fields: { check_in: { key: 'booking.datesUnavailable' } } })
        }
        throw error
      }
      return { checkout_url: checkout.url }
    },

    /**
     * Starts the checkout of one later month paid by hand (a renter without autopay, or after a
     * refused card): one pending checkout per month, reused while it is pending.
     */
    async startRentCheckout(guest: TUserRow, bookingId: number, seq: number) {
      const { booking, instalment } = await rent.payableByHand(guest, bookingId, seq)
      const repo = createPaymentsRepository(db)
      const existing = await repo.pendingFor(bookingId, seq)
      if (existing) return { checkout_url: existing.checkoutUrl }
      const base = deps.config.publicUrl
      const checkout = await provider.createCheckout({
        bookingId,
        amountCents: instalment.amountCents,
        description: `Demeure rent ${instalment.dueDate}, stay ${booking.checkIn} → ${booking.checkOut}`,
        successUrl: `${base}${pageUrl.reservations('rent_success')}`,
        cancelUrl: `${base}${pageUrl.reservations('cancelled')}`,
      })
      await repo.insert({
        bookingId,
        provider: provider.name,
        providerRef: checkout.providerRef,
        checkoutUrl: checkout.url,
        amountCents: instalment.amountCents,
        instalmentSeq: seq,
      })
      return { checkout_url: checkout.url }
    },

    /**
     * Applies a provider's signed event exactly once: a forged one is refused, a replayed one
     * changes nothing. A payment confirms the stay; a failure releases its dates.
     */
    async handleWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const event = provider.verifyWebhook(rawBody, headers)
      if (!event) throw new AppError(400, 'invalid_signature')
      // What its notices say of the listing is read first: inside, every read uses the transaction.
      const known = await createPaymentsRepository(db).findByRef(event.providerRef)
      const stay = known && (await bookings.findRow(db, known.bookingId))
      const title = stay
        ? await bookings.notices.listingTitle(stay.propertyId)
        : listingTitleParams(undefined)
      // The stay's notices and its lease's (a listener of confirmPaid) are written together at the
      // end: one insert of notices and one of e-mail jobs for the payment.
      const settled = await inTransaction(db, (tx) =>
        deps.notifier.gathering(tx, async () => {
          const repo = createPaymentsRepository(tx)
          if (!(await repo.markProcessed(provider.name, event.id)) || event.outcome === 'ignored')
            return undefined
          const payment = await repo.findByRef(event.providerRef)
          if (payment?.status !== 'pending') return
          // A signed event for another amount (or currency) than the one asked is not this payment:
          // it stays pending, and the event, recorded above, will not be applied on a replay either.
          if (event.outcome === 'paid' && !matchesAmount(event, payment.amountCents)) return undefined
          await repo.settle(payment.id, event.outcome, clock.now())
          const booking = await bookings.findRow(tx, payment.bookingId)
          if (!booking) return undefined
          // A later month paid by hand: only that month changes.
          if (payment.instalmentSeq !== null) {
            if (event.outcome !== 'paid') return undefined
            return rent.settleByHand(
              tx,
              title,
              booking,
              payment.instalmentSeq,
              event.providerRef,
              event.methodRef,
            )
          }
          const outcome =
            event.outcome === 'paid' ? await bookings.confirmPaid(tx, payment.bookingId) : undefined
          if (outcome) await rent.startSchedule(tx, outcome.confirmed, event.methodRef)
          if (event.outcome !== 'paid') await bookings.releaseDates(tx, payment.bookingId)
          await searchIndex.refresh(tx, booking.propertyId)
          if (!outcome) return undefined
          // The notices commit with the payment: none is lost, none tells of a rolled-back one.
          const announcements = [
            outcome.announce,
            await bookings.notices.tell(tx, outcome.confirmed, title, 'booking_paid', ['guest', 'host']),
          ]
          for (const declined of outcome.declined) {
            announcements.push(
              await bookings.notices.tell(tx, declined, title, 'booking_declined', ['guest'], 'overlap'),
            )
          }
          return announceAll(announcements)
        }),
      )
      await settled?.()
    },
  }
}
function matchesAmount(event: TPaymentEvent, amountCents: number) {
  if (event.amountCents !== undefined && event.amountCents !== amountCents) return false
  return event.currency === undefined || event.currency.toLowerCase() === 'usd'
}

export type TPaymentsService = ReturnType<typeof createPaymentsService>
