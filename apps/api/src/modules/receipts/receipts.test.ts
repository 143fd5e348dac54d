import { addDays, addMonths } from '@demeure/shared'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAndLogIn, signUpAs } from '../../test/accounts.ts'
import { paidStay as paidStayOn, tokenOf as tokenOfOn } from '../../test/paid-stays.ts'
import { pdfText } from '../../test/pdf-text.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'
import { bookings, ledgerEntries } from '../bookings/tables.ts'

let t: TTestApp
beforeAll(async () => {
  t = await createTestApp({ GST_NUMBER: '123456789 RT0001', QST_NUMBER: '1234567890 TQ0001' })
})
afterAll(() => t.close())

const tokenOf = (account: { email: string; password: string }) => tokenOfOn(t, account)

/** A paid stay of `months` months starting in a month, with its row. */
async function paidStay(app: TTestApp, months: number) {
  const stay = await paidStayOn(app, months)
  const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, stay.id))
  if (!row) throw new Error('no stay')
  return { ...stay, row }
}

const entriesOf = (app: TTestApp, bookingId: number, kind: string) =>
  app.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, kind)))
    .orderBy(ledgerEntries.receiptNo)

const get = (app: TTestApp, url: string, access: string, language = 'en') =>
  app.inject({ method: 'GET', url, headers: { ...bearer(access), 'accept-language': language } })

describe('receipts', () => {
  it("shows the renter's first payment: rent, the fee, and the GST and QST included in it, exactly", async () => {
    const stay = await paidStay(t, 3)
    const [payment] = await entriesOf(t, stay.row.id, 'payment')
    expect(payment?.instalmentSeq).toBe(1)
    const response = await get(t, `/api/receipts/${payment?.id}/`, stay.renter.access)
    expect(response.statusCode).toBe(200)
    const receipt = response.json()
    // The stay's rent is $1,000.00 a month, so the 12% fee is $120.00, taxes included:
    // 120.00 / 1.14975 = 104.3705 → $104.37; GST 5% of it 5.2185 → $5.22; QST 9.975% 10.4109 →
    // $10.41; the fee before taxes is what remains, so the three add up to the fee: $104.37.
    expect(stay.row.monthlyRentCents).toBe(100_000)
    expect(receipt).toMatchObject({
      kind: 'payment',
      number: expect.stringMatching(/^DEM-\d{4}-\d{6}$/),
      issuer: { name: 'Demeure', gst_number: '123456789 RT0001', qst_number: '1234567890 TQ0001' },
      party_name: 'Amir Haddad',
      listing: { title: 'Loft on Saint-Denis' },
      stay: { check_in: stay.checkIn, check_out: addMonths(stay.checkIn, 3) },
      period: { seq: 1, from: stay.checkIn, to: addDays(addMonths(stay.checkIn, 1), -1) },
      rent: '1000.00',
      rent_tax_exempt: true,
      service_fee: '120.00',
      fee_taxes: { before_taxes: '104.37', gst: '5.22', qst: '10.41' },
      total: '1120.00',
    })

    const pdf = await get(t, `/api/receipts/${payment?.id}/pdf/`, stay.renter.access)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${receipt.number}.pdf"`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf.rawPayload)
    for (const shown of ['$1,000.00', '$120.00', '$104.37', '$5.22', '$10.41', '$1,120.00', 'Amir Haddad']) {
      expect(text).toContain(shown)
    }
    expect(text).toContain('GST no.: 123456789 RT0001')
    expect(text).toContain('exempt from GST and QST')
  })

  it("reads in French: the receipt's PDF in French money and words", async () => {
    const stay = await paidStay(t, 2)
    const [payment] = await entriesOf(t, stay.row.id, 'payment')
    const pdf = await get(t, `/api/receipts/${payment?.id}/pdf/`, stay.renter.access, 'fr')
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain('Reçu de paiement')
    expect(text).toContain('1\u00a0120,00\u00a0$')
    expect(text).toContain('TPS (5\u00a0%) incluse dans les frais')
    expect(text).toContain('5,22\u00a0$')
  })

  it("has no fee on a later month's receipt, and shows the host's payout of it", async () => {
    const stay = await paidStay(t, 3)
    const due = addMonths(stay.checkIn, 1)
    t.clock.set(new Date(`${due}T17:00:00Z`))
    await t.app.bookingScheduler.tick()
    const payments = await entriesOf(t, stay.row.id, 'payment')
    expect(payments.map((entry) => entry.instalmentSeq)).toEqual([1, 2])
    // A month later, the first tokens have expired: both sides log in again.
    const renterAccess = await tokenOf(stay.renter.account)
    const later = (await get(t, `/api/receipts/${payments[1]?.id}/`, renterAccess)).json()
    expect(later).toMatchObject({
      rent: '1000.00',
      service_fee: null,
      fee_taxes: null,
      total: '1000.00',
      period: { seq: 2, from: due, to: addDays(addMonths(due, 1), -1) },
    })

    const payouts = await entriesOf(t, stay.row.id, 'payout')
    const hostAccess = await tokenOf(stay.host.account)
    // Each side's rent schedule points each paid month at that side's receipt.
    const scheduleOf = async (access: string) =>
      (await get(t, `/api/bookings/${stay.row.id}/rent/`, access))
        .json()
        .instalments.map((month: { receipt_id: string | null }) => month.receipt_id)
    expect(await scheduleOf(renterAccess)).toEqual([payments[0]?.id, payments[1]?.id, null])
    expect(await scheduleOf(hostAccess)).toEqual([payouts[0]?.id, payouts[1]?.id, null])
    const payout = await get(t, `/api/receipts/${payouts[1]?.id}/`, hostAccess)
    expect(payout.statusCode).toBe(200)
    expect(payout.json()).toMatchObject({
      kind: 'payout',
      rent: '1000.00',
      service_fee: null,
      total: '1000.00',
    })
    const text = pdfText((await get(t, `/api/receipts/${payouts[1]?.id}/pdf/`, hostAccess)).rawPayload)
    expect(text).toContain('Paid out to')
    expect(text).toContain('$1,000.00')
    expect(text).not.toContain('service fee')
  })

  it('is a 404 to anyone else: the host for a payment, another renter, a made-up id', async () => {
    const stay = await paidStay(t, 2)
    const [payment] = await entriesOf(t, stay.row.id, 'payment')
    const stranger = await signUpAndLogIn(t)
    for (const access of [stay.host.access, stranger.access]) {
      expect((await get(t, `/api/receipts/${payment?.id}/`, access)).statusCode).toBe(404)
      expect((await get(t, `/api/receipts/${payment?.id}/pdf/`, access)).statusCode).toBe(404)
    }
    const missing = await get(t, '/api/receipts/00000000-0000-4000-8000-000000000000/', stranger.access)
    expect(missing.statusCode).toBe(404)
    expect((await get(t, '/api/receipts/not-an-id/', stranger.access, 'fr')).statusCode).toBe(400)
    // Staff see every receipt.
    const staff = await signUpAs(t, 'admin')
    expect((await get(t, `/api/receipts/${payment?.id}/`, staff.access)).statusCode).toBe(200)
  })

  it('shows a refund with its rule, and never the fee', async () => {
    const stay = await paidStay(t, 2)
    const cancel = await t.inject({
      method: 'POST',
      url: `/api/bookings/${stay.row.id}/cancel/`,
      headers: bearer(stay.renter.access),
    })
    expect(cancel.json().rule).toBe('full')
    const [refund] = await entriesOf(t, stay.row.id, 'refund')
    const receipt = (await get(t, `/api/receipts/${refund?.id}/`, stay.renter.access, 'fr')).json()
    expect(receipt).toMatchObject({
      kind: 'refund',
      refund_rule: 'full',
      service_fee: null,
      total: '1000.00',
    })
    const text = pdfText(
      (await get(t, `/api/receipts/${refund?.id}/pdf/`, stay.renter.access, 'fr')).rawPayload,
    )
    expect(text).toContain('Reçu de remboursement')
    expect(text).toContain('Les frais de service ne sont pas remboursés.')
  })
})
