import type { TReceipt } from '@demeure/shared'
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { startLocalApi } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { ReceiptPanel } from './receipt-panel.tsx'

const ID = '5b7c4c1e-0000-4000-8000-000000000001'

/** A first payment of a $1,000 month with its $120 fee, GST and QST included in the fee. */
const receipt: TReceipt = {
  id: ID,
  number: 'DEM-2026-000123',
  kind: 'payment',
  status: 'completed',
  issued_on: '2026-03-04',
  issuer: { name: 'Demeure', gst_number: '123456789 RT0001', qst_number: '1234567890 TQ0001' },
  party_name: 'Amir Haddad',
  booking_id: 7,
  listing: { title: 'Loft on Saint-Denis', address: '1 rue Saint-Denis, Montréal (QC) H2X 1K1' },
  stay: { check_in: '2026-04-01', check_out: '2026-07-01' },
  period: { seq: 1, from: '2026-04-01', to: '2026-04-30' },
  rent: '1000.00',
  rent_tax_exempt: true,
  service_fee: '120.00',
  fee_taxes: { before_taxes: '104.37', gst: '5.22', qst: '10.41' },
  refund_rule: null,
  total: '1120.00',
}

beforeEach(async () => {
  await startLocalApi({
    [`GET /api/receipts/${ID}/`]: () => ({ body: receipt }),
    'GET /api/receipts/00000000-0000-4000-8000-000000000000/': () => ({
      status: 404,
      body: { code: 'not_found', message: 'Not found.' },
    }),
  })
})

/** The amount beside a line's label, as the reader reads it (no-break spaces kept). */
const amountOf = (label: string | RegExp) =>
  screen.getByRole('rowheader', { name: label }).closest('tr')?.querySelector('td')?.textContent

describe('a receipt', () => {
  it('shows the rent, the fee and the taxes included in it, the period and the numbers', async () => {
    await renderWithApp(<ReceiptPanel id={ID} />)
    expect(await screen.findByRole('heading', { name: 'Payment receipt' })).toBeTruthy()
    expect(screen.getByText('DEM-2026-000123')).toBeTruthy()
    expect(screen.getByText('GST no.: 123456789 RT0001')).toBeTruthy()
    expect(screen.getByText('Month 1: 2026/04/01 to 2026/04/30')).toBeTruthy()
    expect(amountOf('Rent')).toBe('$1,000.00')
    expect(amountOf('Demeure service fee (taxes included)')).toBe('$120.00')
    expect(amountOf(/^GST \(5%\)/)).toBe('$5.22')
    expect(amountOf(/^QST \(9\.975%\)/)).toBe('$10.41')
    expect(amountOf('Total paid')).toBe('$1,120.00')
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy()
  })

  it('reads in French, with French money and typography', async () => {
    await renderWithApp(<ReceiptPanel id={ID} />, { language: 'fr' })
    expect(await screen.findByRole('heading', { name: 'Reçu de paiement' })).toBeTruthy()
    expect(amountOf('Total payé')).toBe('1\u00a0120,00\u00a0$')
    expect(amountOf(/^TPS \(5\s%\)/)).toBe('5,22\u00a0$')
    // Testing Library reads no-break spaces as spaces: the text itself keeps them.
    expect(screen.getByText('Mois 1 : du 2026/04/01 au 2026/04/30').textContent).toBe(
      'Mois 1\u00a0: du 2026/04/01 au 2026/04/30',
    )
  })

  it("says so when the receipt is not the reader's (404)", async () => {
    await renderWithApp(<ReceiptPanel id="00000000-0000-4000-8000-000000000000" />)
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
