import type { TBooking, TBookingStatus } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { personName } from '../../../lib/person-name.ts'
import { groupBookings } from './booking-groups.ts'
import { readFilters, withFilter } from './filters.ts'
import { hostEarnings } from './host-earnings.ts'
import { timeLeft } from './time-left.ts'

const booking = (id: number, status: TBookingStatus, checkIn: string, expiresAt: string | null = null) =>
  ({ booking_id: id, status, check_in: checkIn, expires_at: expiresAt }) as TBooking

describe('groupBookings', () => {
  it('puts requests first (soonest to lapse on top), then stays by check-in, then the past, latest first', () => {
    const groups = groupBookings([
      booking(1, 'completed', '2031-01-01'),
      booking(2, 'requested', '2031-06-01', '2031-03-03T10:00:00Z'),
      booking(3, 'confirmed', '2031-05-01'),
      booking(4, 'requested', '2031-04-01', '2031-03-02T10:00:00Z'),
      booking(5, 'active', '2031-02-01'),
      booking(6, 'approved', '2031-07-01', '2031-03-04T10:00:00Z'),
      booking(7, 'declined', '2031-09-01'),
      booking(8, 'expired', '2030-12-01'),
      booking(9, 'cancelled', '2031-03-01'),
    ])
    const ids = (list: TBooking[]) => list.map((item) => item.booking_id)
    expect(ids(groups.requests)).toEqual([4, 2])
    expect(ids(groups.stays)).toEqual([5, 3, 6])
    expect(ids(groups.past)).toEqual([7, 9, 1, 8])
  })
})

describe('timeLeft', () => {
  const now = Date.parse('2031-03-01T12:00:00Z')
  it('says days and hours, then hours and minutes, then minutes, rounding down', () => {
    expect(timeLeft('2031-03-04T11:59:00Z', now)).toEqual({ unit: 'daysHours', days: 2, hours: 23 })
    expect(timeLeft('2031-03-01T17:30:59Z', now)).toEqual({ unit: 'hoursMinutes', hours: 5, minutes: 30 })
    expect(timeLeft('2031-03-01T12:09:30Z', now)).toEqual({ unit: 'minutes', minutes: 9 })
  })
  it('is null once the time has passed (or under a minute is left)', () => {
    expect(timeLeft('2031-03-01T12:00:30Z', now)).toBeNull()
    expect(timeLeft('2031-03-01T11:00:00Z', now)).toBeNull()
    expect(timeLeft('not a date', now)).toBeNull()
  })
})

describe('hostEarnings', () => {
  it('is the guest’s total without the service fee, without float errors', () => {
    expect(hostEarnings({ total_price: '3120.00', service_fee: '120.00' })).toBe('3000.00')
    expect(hostEarnings({ total_price: '1234.57', service_fee: '0.10' })).toBe('1234.47')
  })
})

describe('filters in the URL', () => {
  it('reads known values only and drops defaults when writing', () => {
    expect(readFilters(new URLSearchParams('property=12&status=requested&tab=visits'))).toEqual({
      tab: 'visits',
      property: 12,
      status: 'requested',
    })
    expect(readFilters(new URLSearchParams('property=-3&status=lost&tab=x'))).toEqual({
      tab: 'bookings',
      property: null,
      status: null,
    })
    const params = new URLSearchParams('property=12&tab=visits')
    expect(withFilter(params, 'tab', 'bookings').toString()).toBe('property=12')
    expect(withFilter(params, 'property', '').toString()).toBe('tab=visits')
    expect(withFilter(params, 'status', 'approved').get('status')).toBe('approved')
  })
})

describe('personName', () => {
  it('falls back to the username when both names are empty', () => {
    expect(personName({ first_name: 'Amara', last_name: 'Diallo' })).toBe('Amara Diallo')
    expect(personName({ first_name: '', last_name: '', username: 'amara_d' })).toBe('amara_d')
  })
})
