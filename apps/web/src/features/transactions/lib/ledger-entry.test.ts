import { describe, expect, it } from 'vitest'
import { isCredit, knownLedgerStatus, ledgerBookingHref } from './ledger-entry.ts'

describe('ledger entries', () => {
  it('counts refunds and payouts as credits, payments as money out', () => {
    expect(isCredit('refund')).toBe(true)
    expect(isCredit('payout')).toBe(true)
    expect(isCredit('payment')).toBe(false)
  })

  it('links each entry to the reservation on the side of the caller', () => {
    expect(ledgerBookingHref({ kind: 'payment', booking_id: 4 })).toBe('/user-panel/reservations?booking=4')
    expect(ledgerBookingHref({ kind: 'refund', booking_id: 4 })).toBe('/user-panel/reservations?booking=4')
    expect(ledgerBookingHref({ kind: 'payout', booking_id: 4 })).toBe('/cohost-panel/bookings?booking=4')
  })

  it('knows the statuses it can name', () => {
    expect(knownLedgerStatus('held')).toBe('held')
    expect(knownLedgerStatus('disputed')).toBeNull()
  })
})
