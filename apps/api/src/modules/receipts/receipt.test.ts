import { describe, expect, it } from 'vitest'
import { pdfText } from '../../test/pdf-text.ts'
import { pdfSafe, receiptPdf } from './pdf.ts'
import { periodOf, receiptOf } from './receipt.ts'
import type { TReceiptEntry } from './repository.ts'

const firstPayment: TReceiptEntry = {
  entry: {
    id: '5b7c4c1e-0000-4000-8000-000000000001',
    userId: 'renter',
    bookingId: 7,
    kind: 'payment',
    amountCents: 112_000,
    status: 'completed',
    availableAt: null,
    instalmentSeq: 1,
    receiptNo: 123,
    createdAt: new Date('2026-03-04T15:00:00Z'),
    transferAttempts: 0,
    claimedAt: null,
    transferRef: null,
    paidOutAt: null,
    lastFailure: null,
    nextAttemptAt: null,
  },
  booking: {
    id: 7,
    guestId: 'renter',
    hostId: 'host',
    checkIn: '2026-04-01',
    checkOut: '2026-06-15',
    serviceFeeCents: 12_000,
    monthlyRentCents: 100_000,
    closedAt: null,
  },
  listing: {
    title: 'Loft 🌿 on Saint-Denis',
    titleFr: 'Loft rue Saint-Denis',
    street: '1 rue Saint-Denis',
    city: 'Montréal',
    state: 'QC',
    postalCode: 'H2X 1K1',
  },
  party: { firstName: 'Amir', lastName: 'Haddad' },
}

describe('a receipt', () => {
  it('shows the fee without taxes or registration numbers when none are configured', () => {
    const receipt = receiptOf(firstPayment, periodOf(1, firstPayment.booking), undefined, 'en')
    expect(receipt).toMatchObject({
      number: 'DEM-2026-000123',
      issuer: { gst_number: null, qst_number: null },
      rent: '1000.00',
      service_fee: '120.00',
      fee_taxes: null,
      total: '1120.00',
      period: { seq: 1, from: '2026-04-01', to: '2026-04-30' },
    })
  })

  it("takes the reader's title, and the extra days end with the stay's last night", () => {
    expect(receiptOf(firstPayment, undefined, undefined, 'fr').listing.title).toBe('Loft rue Saint-Denis')
    expect(periodOf(3, firstPayment.booking)).toEqual({ seq: 3, from: '2026-06-01', to: '2026-06-14' })
  })

  it('draws only what Helvetica can: accents, ½ and « » stay, an emoji or an arrow becomes "?"', async () => {
    expect(pdfSafe('Élise « ½ » → 🌿\u202f!')).toBe('Élise « ½ » ? ?\u00a0!')
    const receipt = receiptOf(firstPayment, undefined, { gst: '1', qst: '2' }, 'en')
    const text = pdfText(await receiptPdf(receipt, 'en'))
    expect(text).toContain('Loft ? on Saint-Denis')
    expect(text).toContain('Montréal (QC) H2X 1K1')
  })
})
