import { BOOKING_STATUSES, type TBooking, type TBookingStatus } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { listingCardFixture } from '../../../test/listing-cards.ts'
import { stayFixture } from '../../../test/stays.ts'
import { bookingQuote } from './booking-quote.ts'
import { checkReview } from './check-review.ts'
import { parsePaymentReturn } from './payment-return.ts'
import { refundPreview } from './refund-preview.ts'
import { renterOverview } from './renter-overview.ts'
import { reservationActions } from './reservation-actions.ts'
import { parseStatusFilter } from './status-filter.ts'

let nextId = 1
function booking(changes: Partial<TBooking> = {}): TBooking {
  return stayFixture({
    booking_id: nextId++,
    property: listingCardFixture(),
    check_in: '2025-09-01',
    check_out: '2025-12-11',
    status: 'requested',
    extra_days: 10,
    total_price: '3453.33',
    booked_on: '2025-07-01',
    schedule: [
      { due_date: '2025-07-01', amount: '1120.00' },
      { due_date: '2025-10-01', amount: '1000.00' },
    ],
    ...changes,
  })
}

describe('what a guest can do with a reservation', () => {
  const actions = (status: TBookingStatus, changes: Partial<TBooking> = {}) =>
    reservationActions(booking({ status, ...changes }))

  it('maps every status to its actions', () => {
    expect(Object.fromEntries(BOOKING_STATUSES.map((status) => [status, actions(status)]))).toEqual({
      requested: ['message', 'cancel'],
      approved: ['pay', 'message', 'cancel'],
      confirmed: ['message', 'cancel'],
      active: ['review', 'message', 'cancel'],
      completed: ['review', 'message'],
      declined: ['message'],
      cancelled: ['message'],
      expired: ['message'],
    })
  })

  it('offers one review per stay, and no message once the listing is gone', () => {
    expect(actions('completed', { has_review: true })).toEqual(['message'])
    expect(actions('active', { has_review: true, property: null })).toEqual(['cancel'])
  })
})

describe('refund preview (the written policy, as the server applies it)', () => {
  it('refunds nothing when nothing was paid yet', () => {
    expect(refundPreview(booking({ status: 'approved' }), '2025-08-30')).toEqual({
      refundCents: 0,
      keptCents: 0,
      rule: 'nothing_paid',
    })
  })

  it('gives back the first month 30 days or more before check-in, never the fee', () => {
    expect(refundPreview(booking({ status: 'confirmed' }), '2025-08-02')).toEqual({
      refundCents: 100_000,
      keptCents: 0,
      rule: 'full',
    })
  })

  it('keeps the first month closer to check-in and during the stay', () => {
    const kept = { refundCents: 0, keptCents: 100_000, rule: 'first_month_kept' }
    expect(refundPreview(booking({ status: 'confirmed' }), '2025-08-03')).toEqual(kept)
    expect(refundPreview(booking({ status: 'active' }), '2025-09-15')).toEqual(kept)
  })
})

describe('price of a reservation', () => {
  it('is shown like a quote: the rent of the stay is the total without the fee', () => {
    expect(bookingQuote(booking())).toEqual({
      months: 3,
      extra_days: 10,
      monthly_rent: '1000.00',
      rent_total: '3333.33',
      service_fee: '120.00',
      due_now: '1120.00',
      schedule: booking().schedule,
      // The whole stay's price, the booking's total: rent of the stay plus the fee.
      stay_total: '3453.33',
    })
  })
})

describe('renter overview', () => {
  it('picks the soonest stay and sorts what awaits the renter', () => {
    const later = booking({ status: 'confirmed', check_in: '2025-11-01' })
    const sooner = booking({ status: 'confirmed', check_in: '2025-09-01' })
    const toPay = booking({ status: 'approved' })
    const waiting = booking({ status: 'requested' })
    const done = booking({ status: 'completed' })
    const reviewed = booking({ status: 'completed', has_review: true })
    const overview = renterOverview(
      [later, sooner, toPay, waiting, done, reviewed, booking({ status: 'cancelled' })],
      '2025-08-20',
    )
    expect(overview.nextStay).toEqual({ booking: sooner, daysUntil: 12 })
    expect(overview.awaitingPayment).toEqual([toPay])
    expect(overview.awaitingHost).toEqual([waiting])
    expect(overview.toReview).toEqual([done])
  })

  it('counts no days for a stay already under way, and has no next stay without one', () => {
    const current = booking({ status: 'active', check_in: '2025-08-01' })
    expect(renterOverview([current], '2025-08-20').nextStay).toEqual({ booking: current, daysUntil: 0 })
    expect(renterOverview([booking({ status: 'requested' })], '2025-08-20').nextStay).toBeNull()
  })
})

describe('query parameters', () => {
  it('reads a known status filter, else all', () => {
    expect(parseStatusFilter('approved')).toBe('approved')
    expect(parseStatusFilter('paid')).toBeNull()
    expect(parseStatusFilter(null)).toBeNull()
  })

  it('reads how the checkout ended', () => {
    expect(parsePaymentReturn('success')).toBe('success')
    expect(parsePaymentReturn('failed')).toBe('failed')
    expect(parsePaymentReturn('cancelled')).toBe('cancelled')
    expect(parsePaymentReturn('rent_success')).toBe('rent_success')
    expect(parsePaymentReturn('rent_failed')).toBe('rent_failed')
    expect(parsePaymentReturn('maybe')).toBeNull()
  })
})

describe('review form check (the shared review rules)', () => {
  const check = checkReview(12)

  it('asks for a rating from 1 to 5 and a comment', () => {
    expect(check({ rating: '', comment: '  ' }).fields).toEqual({
      rating: { key: 'review.rating', params: expect.anything() },
      comment: { key: 'validation.required', params: expect.anything() },
    })
  })

  it('passes a complete review', () => {
    expect(check({ rating: '4', comment: 'Bright and quiet.' }).fields).toEqual({})
  })
})
