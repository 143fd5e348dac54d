import type { TPayoutAccount, ZLedgerEntry } from '@demeure/shared'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { startLocalApi } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { TransactionsList } from '../../transactions/index.ts'
import { PayoutAccountCard } from './payout-account-card.tsx'

type TLedgerEntry = z.input<typeof ZLedgerEntry>

let account: TPayoutAccount
let ledger: TLedgerEntry[]

const payout = (changes: Partial<TLedgerEntry>): TLedgerEntry => ({
  id: 'p1',
  booking_id: 7,
  kind: 'payout',
  amount: '1000.00',
  status: 'released',
  available_at: '2026-09-03T16:00:00.000Z',
  created_at: '2026-08-01T16:00:00.000Z',
  paid_out_at: null,
  ...changes,
})

beforeEach(async () => {
  account = { status: 'not_connected', provider: null, requirements: [] }
  ledger = []
  await startLocalApi({
    'GET /api/payouts/account/': () => ({ body: account }),
    'GET /api/transactions/': () => ({
      body: { count: ledger.length, next: null, previous: null, results: ledger },
    }),
  })
})

describe('the payout account card', () => {
  it('offers to connect an account while there is none', async () => {
    await renderWithApp(<PayoutAccountCard />)
    const card = await screen.findByRole('region', { name: 'Connect a payout account' })
    expect(within(card).getByRole('button', { name: 'Connect a payout account' })).toBeVisible()
  })

  it("lists what Stripe still asks for, in the host's words (French)", async () => {
    account = {
      status: 'pending',
      provider: 'stripe',
      requirements: ['external_account', 'individual.dob.day', 'individual.dob.year', 'company.tax_id'],
    }
    await renderWithApp(<PayoutAccountCard />, { language: 'fr' })
    const card = await screen.findByRole('region', { name: 'Terminez votre compte de versement' })
    const asks = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    // The date of birth once; a name we do not know, as Stripe wrote it.
    expect(asks).toEqual([
      'Un compte bancaire pour vos versements',
      'Votre date de naissance',
      'company.tax_id',
    ])
    expect(within(card).getByRole('button', { name: 'Continuer l’inscription' })).toBeVisible()
  })

  it('says payouts go to the account once it is enabled, with nothing to press', async () => {
    account = { status: 'enabled', provider: 'sandbox', requirements: [] }
    await renderWithApp(<PayoutAccountCard />)
    const card = await screen.findByRole('region', { name: 'Payouts go to your account' })
    expect(within(card).queryByRole('button')).toBeNull()
  })
})

describe('payouts in the transactions', () => {
  it('says a released payout waits for the payout account, and when one was paid out', async () => {
    ledger = [payout({}), payout({ id: 'p2', status: 'paid_out', paid_out_at: '2026-09-03T17:00:00.000Z' })]
    await renderWithApp(<TransactionsList />)
    expect((await screen.findAllByText('Waiting for your payout account')).length).toBeGreaterThan(0)
    expect(screen.getAllByText('Paid out 2026/09/03').length).toBeGreaterThan(0)
  })

  it('does not say a payout waits once the account is enabled', async () => {
    account = { status: 'enabled', provider: 'sandbox', requirements: [] }
    ledger = [payout({})]
    // The card beside the list shares its query: once it says so, the list knows the account too.
    await renderWithApp(
      <>
        <PayoutAccountCard />
        <TransactionsList />
      </>,
    )
    await screen.findByRole('region', { name: 'Payouts go to your account' })
    expect((await screen.findAllByText('Available on 2026/09/03')).length).toBeGreaterThan(0)
    expect(screen.queryByText('Waiting for your payout account')).toBeNull()
  })
})
