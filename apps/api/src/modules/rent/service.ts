import {
  addDays,
  centsToDecimal,
  PAYOUT_DELAY_HOURS,
  RENT_REMINDER_DAYS,
  RENT_RETRY_DAYS,
  todayInMontreal,
} from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { conflict, forbidden } from '../../lib/app-error.ts'
import type { TBookingRow, TBookingsService, TListingTitle } from '../bookings/index.ts'
import type { TAnnounce } from '../notifications/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createRentRepository } from './repository.ts'
import { instalmentsOf, instalmentWire, nextTryAfter } from './schedule.ts'
import type { TRentInstalmentRow } from './tables.ts'

const HOUR = 3_600_000
/**
 * An attempt claimed this long ago and never recorded belongs to a process that died mid-charge:
 * it is resumed with its idempotency key (far longer than any provider call, which times out).
 */
export const STALE_ATTEMPT_MS = 10 * 60_000
/** At most this many charges per run, so one run never holds the job for long; the next run goes on. */
const CHARGES_PER_RUN = 200
const LIVE = new Set(['confirmed', 'active'])

/**
 * Rent every month (docs/product-rules.md, "Rent every month"): the schedule of each confirmed
 * stay, the collector that charges saved cards on due dates (a periodic job, run once per minute
 * across all API processes, and safe even when two runs overlap: each instalment is claimed by
 * one statement), retries, reminders to renters who pay by hand, and the months paid by hand.
 */
/** How an off-session charge of a saved card ended. */
export type TChargeOutcome = {
  outcome: 'paid' | 'declined' | 'authentication_required'
  chargeRef: string
}

/**
 * What rent asks of the payment provider: a port app.ts fills with the provider, since payments
 * imports rent and not the reverse (decision 029). The same `idempotencyKey` always answers the
 * first charge made with it: never a second charge.
 */
export type TSavedCardCharger = {
  chargeSaved(input: {
    methodRef: string
    amountCents: number
    idempotencyKey: string
    description: string
  }): Promise<TChargeOutcome>
}

export function createRentService(deps: TDeps, provider: TSavedCardCharger, bookings: TBookingsService) {
  const { db, clock } = deps

  /** `title` is read before the transaction (notices read nothing else on a second connection). */
  async function tellAbout(
    tx: TDb,
    title: TListingTitle,
    booking: TBookingRow,
    instalment: TRentInstalmentRow,
    kind: 'rent_paid' | 'rent_failed' | 'rent_late' | 'rent_overdue' | 'rent_reminder',
    audiences: ('guest' | 'host')[],
    extra: { variant?: string; next_try?: string } = {},
  ): Promise<TAnnounce> {
    const params = { amount: centsToDecimal(instalment.amountCents), due_date: instalment.dueDate }
    const { variant, ...more } = extra
    return bookings.notices.tell(tx, booking, title, kind, audiences, variant, { ...params, ...more })
  }

  /** The renter's payment and the host's payout of a collected month, held like the first one. */
  function ledgerOf(booking: TBookingRow, instalment: TRentInstalmentRow, at: Date) {
    return [
      {
        userId: booking.guestId,
        bookingId: booking.id,
        kind: 'payment',
        amountCents: instalment.amountCents,
        status: 'completed',
        instalmentSeq: instalment.seq,
      },
      {
        userId: booking.hostId,
        bookingId: booking.id,
        kind: 'payout',
        amountCents: instalment.amountCents,
        status: 'held',
        availableAt: new Date(at.getTime() + PAYOUT_DELAY_HOURS * HOUR),
        instalmentSeq: instalment.seq,
      },
    ]
  }

  /** Writes what an automatic charge ended in, if the attempt is still the one under way. */
  async function record(claimed: TRentInstalmentRow, booking: TBookingRow, result: TChargeOutcome) {
    const now = clock.now()
    const key = claimed.chargeKey ?? ''
    const title = await bookings.notices.listingTitle(booking.propertyId)
    const announce = await inTransaction(db, async (tx) => {
      const repo = createRentRepository(tx)
      if (result.outcome === 'paid') {
        const paid = await repo.settleAttempt(claimed.id, key, {
          status: 'paid',
          paidAt: now,
          providerRef: result.chargeRef,
          lastFailure: null,
        })
        if (!paid) return undefined
        await repo.addLedger(ledgerOf(booking, paid, now))
        return tellAbout(tx, title, booking, paid, 'rent_paid', ['guest', 'host'])
      }
      const nextTry = nextTryAfter(claimed)
      const failed = await repo.settleAttempt(claimed.id, key, {
        status: nextTry ? 'failed' : 'overdue',
        nextAttemptOn: nextTry ?? claimed.nextAttemptOn,
        lastFailure: result.outcome,
        providerRef: result.chargeRef || null,
      })
      if (!failed) return undefined
      if (!nextTry) return tellAbout(tx, title, booking, failed, 'rent_overdue', ['guest', 'host'])
      const told = [
        await tellAbout(tx, title, booking, failed, 'rent_failed', ['guest'], {
          variant: result.outcome === 'authentication_required' ? result.outcome : undefined,
          next_try: nextTry,
        }),
      ]
      // The host hears once that the rent is late; the renter at every refusal.
      if (claimed.attempts === 1)
        told.push(await tellAbout(tx, title, booking, failed, 'rent_late', ['host']))
      return async () => {
        for (const tell of told) await tell()
      }
    })
    await announce?.()
  }

  /** Renters who pay by hand: reminded 7 and 1 days before; overdue after the last retry day. */
  async function remindManualPayers(today: string) {
    const repo = createRentRepository(db)
    for (const days of RENT_REMINDER_DAYS) {
      for (const instalment of await repo.unremindedManual(addDays(today, days), String(days))) {
        if (instalment.dueDate < today) continue
        await tellOnce(instalment, String(days), 'rent_reminder')
      }
    }
    const lastTry = RENT_RETRY_DAYS[RENT_RETRY_DAYS.length - 1] ?? 0
    for (const instalment of await repo.unremindedManual(addDays(today, -lastTry - 1), 'overdue')) {
      await tellOnce(instalment, 'overdue', 'rent_overdue')
    }
  }

  async function tellOnce(
    instalment: TRentInstalmentRow,
    reminder: string,
    kind: 'rent_reminder' | 'rent_overdue',
  ) {
    const booking = await bookings.findRow(db, instalment.bookingId)
    if (!booking) return
    const title = await bookings.notices.listingTitle(booking.propertyId)
    const announce = await inTransaction(db, async (tx) => {
      const repo = createRentRepository(tx)
      if (!(await repo.markReminded(instalment.id, reminder))) return undefined
      if (kind === 'rent_overdue' && !(await repo.markOverdue(instalment.id))) return undefined
      return tellAbout(
        tx,
        title,
        booking,
        instalment,
        kind,
        kind === 'rent_overdue' ? ['guest', 'host'] : ['guest'],
      )
    })
    await announce?.()
  }

  const visibleStay = (user: TUserRow, bookingId: number) => bookings.visibleTo(user, bookingId)

  return {
    /** Charges every instalment due (and resumes attempts cut short), then reminds manual payers. */
    async collect() {
      const now = clock.now()
      const today = todayInMontreal(now)
      const repo = createRentRepository(db)
      const staleBefore = new Date(now.getTime() - STALE_ATTEMPT_MS)
      for (let run = 0; run < CHARGES_PER_RUN; run++) {
        const claimed = await repo.claimDue(today, now, staleBefore)
        if (!claimed?.chargeKey) break
        const booking = await bookings.findRow(db, claimed.bookingId)
        if (!booking?.paymentMethodRef) continue
        let result: TChargeOutcome
        try {
          result = await provider.chargeSaved({
            methodRef: booking.paymentMethodRef,
            amountCents: claimed.amountCents,
            idempotencyKey: claimed.chargeKey,
            description: `Demeure rent, stay ${booking.id}, payment ${claimed.seq}`,
          })
        } catch {
          // The provider did not answer: the attempt stays claimed and is resumed with its key.
          continue
        }
        await record(claimed, booking, result)
      }
      await remindManualPayers(today)
    },

    /** In the first payment's transaction: the stay's schedule and the card saved for it. */
    async startSchedule(tx: TDb, booking: TBookingRow, methodRef: string | undefined) {
      const repo = createRentRepository(tx)
      await repo.insertSchedule(instalmentsOf(booking, clock.now()))
      if (methodRef) await repo.saveCard(booking.id, methodRef)
    },

    /**
     * In an accepted extension's transaction: its months follow the stay's last instalment and are
     * collected like the others (a due date already past is tried at the next run). A stay with no
     * schedule (confirmed before rent was collected here) gets none. Run once per extension: the
     * caller's guarded status change (requested → accepted) lets only one acceptance through.
     */
    async appendInstalments(tx: TDb, bookingId: number, plan: { dueDate: string; amountCents: number }[]) {
      const repo = createRentRepository(tx)
      const last = await repo.lastSeq(bookingId)
      if (last === 0) return
      const today = todayInMontreal(clock.now())
      await repo.insertSchedule(
        plan.map((entry, index) => ({
          bookingId,
          seq: last + index + 1,
          dueDate: entry.dueDate,
          amountCents: entry.amountCents,
          status: 'scheduled',
          nextAttemptOn: entry.dueDate < today ? today : entry.dueDate,
        })),
      )
    },

    find: (bookingId: number, seq: number) => createRentRepository(db).find(bookingId, seq),

    /** Overdue months for the staff's money view (a page of them, and how many in all). */
    overdue: (limit: number, offset: number) => createRentRepository(db).overdue(limit, offset),

    /** Cancelled, declined or ended: nothing more is charged. */
    stopSchedule: (tx: TDb, bookingId: number) => createRentRepository(tx).cancelUnpaid(bookingId),

    /** A month the renter can pay by hand now: unpaid, and no automatic attempt under way. */
    async payableByHand(guest: TUserRow, bookingId: number, seq: number) {
      const booking = await visibleStay(guest, bookingId)
      if (booking.guestId !== guest.id) throw forbidden()
      const instalment = await createRentRepository(db).find(bookingId, seq)
      const isOpen = instalment && ['scheduled', 'failed', 'overdue'].includes(instalment.status)
      if (!LIVE.has(booking.status) || !instalment || !isOpen || seq === 1) {
        throw conflict({ status: { key: 'field.rentNotPayable' } })
      }
      return { booking, instalment }
    },

    /** In the payment's transaction: a month paid by hand, its money, and the card it saved. */
    async settleByHand(
      tx: TDb,
      title: TListingTitle,
      booking: TBookingRow,
      seq: number,
      providerRef: string,
      methodRef: string | undefined,
    ) {
      const now = clock.now()
      const repo = createRentRepository(tx)
      const paid = await repo.markPaidByHand(booking.id, seq, now, providerRef)
      if (!paid) return undefined
      await repo.addLedger(ledgerOf(booking, paid, now))
      // Paying by hand with a new card is how a renter changes the card kept for later months.
      if (methodRef) await repo.saveCard(booking.id, methodRef)
      return tellAbout(tx, title, booking, paid, 'rent_paid', ['guest', 'host'])
    },

    async schedule(user: TUserRow, bookingId: number) {
      const booking = await visibleStay(user, bookingId)
      const repo = createRentRepository(db)
      const rows = await repo.ofBooking(booking.id)
      const receipts = await repo.receiptsOf(booking.id, user.id)
      return {
        booking_id: booking.id,
        autopay: booking.autopay,
        has_saved_card: booking.paymentMethodRef !== null,
        instalments: rows.map((row) => instalmentWire(row, receipts.get(row.seq) ?? null)),
      }
    },

    /** Autopay is the renter's choice, never a condition of the stay (docs/product-rules.md). */
    async setAutopay(guest: TUserRow, bookingId: number, autopay: boolean) {
      const booking = await visibleStay(guest, bookingId)
      if (booking.guestId !== guest.id) throw forbidden()
      await createRentRepository(db).setAutopay(booking.id, autopay)
      return this.schedule(guest, bookingId)
    },
  }
}
export type TRentService = ReturnType<typeof createRentService>
