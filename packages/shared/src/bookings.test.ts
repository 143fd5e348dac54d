import { describe, expect, it } from 'vitest'
import {
  BOOKING_STATUSES,
  bookingTransition,
  cancellationRefund,
  nextStatus,
  possibleCheckIns,
  type TBookingEvent,
} from './bookings.ts'
import { addDays, stayProblem } from './pricing.ts'

const EVENTS: TBookingEvent[] = [
  'approve',
  'decline',
  'close',
  'pay',
  'check_in',
  'check_out',
  'cancel',
  'expire',
]

describe('booking lifecycle', () => {
  it('allows exactly the documented transitions', () => {
    const allowed = BOOKING_STATUSES.flatMap((status) =>
      EVENTS.flatMap((event) => {
        const next = nextStatus(status, event)
        return next ? [`${status} --${event}--> ${next}`] : []
      }),
    )
    expect(allowed.sort()).toEqual(
      [
        'requested --approve--> approved',
        'requested --decline--> declined',
        'requested --close--> declined',
        'approved --close--> declined',
        'requested --cancel--> cancelled',
        'requested --expire--> expired',
        'approved --pay--> confirmed',
        'approved --cancel--> cancelled',
        'approved --expire--> expired',
        'confirmed --check_in--> active',
        'confirmed --cancel--> cancelled',
        'active --check_out--> completed',
        'active --cancel--> cancelled',
      ].sort(),
    )
  })

  it('gives each event the statuses it moves from and the one it leads to', () => {
    expect(bookingTransition('cancel')).toEqual({
      from: ['requested', 'approved', 'confirmed', 'active'],
      to: 'cancelled',
    })
    expect(bookingTransition('close')).toEqual({ from: ['requested', 'approved'], to: 'declined' })
    for (const event of EVENTS) {
      const { from, to } = bookingTransition(event)
      for (const status of from) expect(nextStatus(status, event)).toBe(to)
    }
  })

  it('refuses everything from a final status', () => {
    for (const status of ['completed', 'declined', 'cancelled', 'expired'] as const) {
      for (const event of EVENTS) expect(nextStatus(status, event)).toBeNull()
    }
  })
})

describe('cancellation policy', () => {
  const base = { checkIn: '2027-09-01', monthlyRentCents: 100_000 }
  it('refunds all the rent paid 30 days or more before check-in', () => {
    expect(cancellationRefund({ ...base, today: '2027-08-02', rentPaidCents: 100_000 })).toEqual({
      refundCents: 100_000,
      keptCents: 0,
      rule: 'full',
    })
  })
  it('keeps the first month after that', () => {
    expect(cancellationRefund({ ...base, today: '2027-08-03', rentPaidCents: 100_000 })).toEqual({
      refundCents: 0,
      keptCents: 100_000,
      rule: 'first_month_kept',
    })
    expect(cancellationRefund({ ...base, today: '2027-09-15', rentPaidCents: 250_000 })).toMatchObject({
      refundCents: 150_000,
      keptCents: 100_000,
    })
  })
  it('has nothing to refund when nothing was paid', () => {
    expect(cancellationRefund({ ...base, today: '2027-08-03', rentPaidCents: 0 }).rule).toBe('nothing_paid')
  })
})

describe('possibleCheckIns', () => {
  const today = '2030-01-10'
  it('offers the days from which a month still fits, and none of a shorter gap', () => {
    const free = [
      { start_date: '2030-01-15', end_date: '2030-02-05' },
      { start_date: '2030-03-01', end_date: '2030-04-01' },
      { start_date: '2030-05-01', end_date: '2030-07-31' },
    ]
    expect(possibleCheckIns(free, today, true)).toEqual([
      { start_date: '2030-03-01', end_date: '2030-03-01' },
      { start_date: '2030-05-01', end_date: '2030-06-30' },
    ])
  })

  it('takes the month ends as the booking check does (Mar 31 → Apr 30 fits an end on Apr 30)', () => {
    const [range] = possibleCheckIns([{ start_date: '2030-03-01', end_date: '2030-04-30' }], today, true)
    expect(range?.end_date).toBe('2030-03-31')
    expect(stayProblem('2030-03-31', '2030-04-30', today, true)).toBeNull()
    expect(stayProblem(addDays('2030-03-31', 1), '2030-04-30', today, true)).toBe('tooShort')
  })

  it('starts a period in progress today, and a period already over offers nothing', () => {
    expect(
      possibleCheckIns(
        [
          { start_date: '2029-11-01', end_date: '2029-12-01' },
          { start_date: '2030-01-01', end_date: '2030-03-01' },
        ],
        today,
        true,
      ),
    ).toEqual([{ start_date: today, end_date: '2030-02-01' }])
  })

  it('without a CITQ number, offers only the days from which 32 nights fit (no February month)', () => {
    const february = [{ start_date: '2030-02-01', end_date: '2030-03-01' }]
    expect(possibleCheckIns(february, today, true)).toEqual([
      { start_date: '2030-02-01', end_date: '2030-02-01' },
    ])
    expect(possibleCheckIns(february, today, false)).toEqual([])
    const longer = [{ start_date: '2030-02-01', end_date: '2030-03-10' }]
    expect(possibleCheckIns(longer, today, false)).toEqual([
      { start_date: '2030-02-01', end_date: '2030-02-06' },
    ])
  })
})
