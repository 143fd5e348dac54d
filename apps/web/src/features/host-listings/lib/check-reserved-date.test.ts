import { describe, expect, it } from 'vitest'
import { checkReservedDate } from './check-reserved-date.ts'

describe('reserved dates', () => {
  it('needs both dates, then a listing, then an end after the start', () => {
    expect(checkReservedDate(7, { start_date: '2026-05-01', end_date: '' })?.key).toBe(
      'listing.reservedDatesRequired',
    )
    expect(checkReservedDate(undefined, { start_date: '2026-05-01', end_date: '2026-05-31' })?.key).toBe(
      'hosting.noListingSelected',
    )
    expect(checkReservedDate(7, { start_date: '2026-05-31', end_date: '2026-05-01' })?.key).toBe(
      'listing.endAfterStart',
    )
    expect(checkReservedDate(7, { start_date: '2026-05-01', end_date: '2026-05-31' })).toBeNull()
  })
})
