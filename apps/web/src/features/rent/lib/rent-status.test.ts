import type { TRentInstalment, TRentSchedule } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { isPayableByHand, monthNeedingAttention, nextUnpaid, rentChip } from './rent-status.ts'

const month = (seq: number, status: TRentInstalment['status']): TRentInstalment => ({
  seq,
  due_date: `2026-0${seq}-01`,
  amount: '1200.00',
  status,
  attempts: status === 'failed' || status === 'overdue' ? 1 : 0,
  next_attempt_on: status === 'failed' ? `2026-0${seq}-03` : null,
  paid_at: status === 'paid' ? '2026-01-01T12:00:00.000Z' : null,
  receipt_id: null,
  last_failure: status === 'failed' || status === 'overdue' ? 'declined' : null,
})

const schedule = (...statuses: TRentInstalment['status'][]): TRentSchedule => ({
  booking_id: 1,
  autopay: true,
  has_saved_card: true,
  instalments: statuses.map((status, index) => month(index + 1, status)),
})

describe('rentChip', () => {
  it('tells the renter the card was refused, and the host that the rent is late', () => {
    expect(rentChip(month(2, 'failed'), 'guest')).toBe('refused')
    expect(rentChip(month(2, 'failed'), 'host')).toBe('late')
  })

  it('names every other status the same way on both sides', () => {
    for (const side of ['guest', 'host'] as const) {
      expect(rentChip(month(1, 'paid'), side)).toBe('paid')
      expect(rentChip(month(2, 'scheduled'), side)).toBe('due')
      expect(rentChip(month(2, 'processing'), side)).toBe('charging')
      expect(rentChip(month(2, 'overdue'), side)).toBe('overdue')
      expect(rentChip(month(2, 'cancelled'), side)).toBe('cancelled')
    }
  })
})

describe('isPayableByHand', () => {
  it('offers the later unpaid months of a live stay', () => {
    for (const status of ['scheduled', 'failed', 'overdue'] as const) {
      expect(isPayableByHand(month(2, status), 'confirmed')).toBe(true)
      expect(isPayableByHand(month(2, status), 'active')).toBe(true)
    }
  })

  it('never the first payment, a month paid, being charged or cancelled, nor a stay that is over', () => {
    expect(isPayableByHand(month(1, 'scheduled'), 'confirmed')).toBe(false)
    for (const status of ['paid', 'processing', 'cancelled'] as const)
      expect(isPayableByHand(month(2, status), 'active')).toBe(false)
    expect(isPayableByHand(month(2, 'overdue'), 'completed')).toBe(false)
    expect(isPayableByHand(month(2, 'scheduled'), 'cancelled')).toBe(false)
  })
})

describe('monthNeedingAttention', () => {
  it('puts an overdue month before a refused one, and says nothing when all is well', () => {
    expect(monthNeedingAttention(schedule('paid', 'failed', 'overdue'))?.seq).toBe(3)
    expect(monthNeedingAttention(schedule('paid', 'paid', 'failed'))?.seq).toBe(3)
    expect(monthNeedingAttention(schedule('paid', 'scheduled', 'processing'))).toBeUndefined()
  })
})

describe('nextUnpaid', () => {
  it('is the first month not yet paid, or none once all are paid or cancelled', () => {
    expect(nextUnpaid(schedule('paid', 'processing', 'scheduled'))?.seq).toBe(2)
    expect(nextUnpaid(schedule('paid', 'paid', 'scheduled'))?.seq).toBe(3)
    expect(nextUnpaid(schedule('paid', 'cancelled', 'cancelled'))).toBeUndefined()
  })
})
