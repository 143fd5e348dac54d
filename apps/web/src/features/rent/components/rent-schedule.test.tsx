import type { TBooking, TRentInstalment, TRentSchedule } from '@demeure/shared'
import { screen, waitFor, within } from '@testing-library/react'
import toast, { Toaster } from 'react-hot-toast'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startLocalApi } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { stayFixture } from '../../../test/stays.ts'
import { HostRentSchedule } from './host-rent-schedule.tsx'
import { RenterRentSchedule } from './renter-rent-schedule.tsx'

const STAY_ID = 41

/** A three-month stay from 2026/09/01 at $1,000 a month: the first payment carries the $120 fee. */
function stay(changes: Partial<TBooking> = {}): TBooking {
  return stayFixture({ booking_id: STAY_ID, ...changes })
}

function month(seq: number, changes: Partial<TRentInstalment> = {}): TRentInstalment {
  return {
    seq,
    due_date: `2026-${String(8 + seq).padStart(2, '0')}-01`,
    amount: seq === 1 ? '1120.00' : '1000.00',
    status: seq === 1 ? 'paid' : 'scheduled',
    attempts: 0,
    next_attempt_on: seq === 1 ? null : `2026-${String(8 + seq).padStart(2, '0')}-01`,
    paid_at: seq === 1 ? '2026-07-02T15:00:00.000Z' : null,
    last_failure: null,
    receipt_id: null,
    ...changes,
  }
}

const refused = (seq: number, failure: TRentInstalment['last_failure'] = 'declined') =>
  month(seq, { status: 'failed', attempts: 1, next_attempt_on: '2026-10-03', last_failure: failure })

let schedule: TRentSchedule
let api: Awaited<ReturnType<typeof startLocalApi>>
const NOT_PAYABLE = 'This rent cannot be paid now: it is already paid, being charged, or the stay has ended.'

beforeEach(async () => {
  schedule = {
    booking_id: STAY_ID,
    autopay: true,
    has_saved_card: true,
    instalments: [1, 2, 3].map((seq) => month(seq)),
  }
  api = await startLocalApi({
    [`GET /api/bookings/${STAY_ID}/rent/`]: () => ({ body: schedule }),
    [`PUT /api/bookings/${STAY_ID}/rent/autopay/`]: ({ body }) => {
      schedule = { ...schedule, autopay: (JSON.parse(body.toString()) as { autopay: boolean }).autopay }
      return { body: schedule }
    },
    // The checkout is on the page's own origin, one fragment away: leaving for it keeps the test's page.
    [`POST /api/bookings/${STAY_ID}/rent/2/pay/`]: ({ headers }) => ({
      body: { checkout_url: `http://${headers.host}/#checkout-month-2` },
    }),
    [`POST /api/bookings/${STAY_ID}/rent/3/pay/`]: () => ({
      status: 409,
      body: {
        code: 'conflict',
        message: 'This conflicts with existing data.',
        fields: { status: NOT_PAYABLE },
      },
    }),
  })
})

// Toasts fade in (their opacity starts at 0): the tests find them in the page, not yet visible.
afterEach(() => toast.remove())

const renderRenter = (booking = stay(), language: 'en' | 'fr' = 'en') =>
  renderWithApp(
    <>
      <Toaster />
      <RenterRentSchedule booking={booking} />
    </>,
    { language },
  )

/** The schedule's rows, once loaded, after opening the section as a reader would (by its summary). */
async function openRows(user: Awaited<ReturnType<typeof renderWithApp>>['user'], title = 'Rent schedule') {
  await user.click(screen.getByText(title))
  const list = await screen.findByRole('list', { name: /Payments of this stay|Paiements de ce séjour/ })
  return within(list).getAllByRole('listitem')
}

describe("the renter's rent schedule", () => {
  it('folds under what comes next, then lists each month: paid, due, dated YYYY/MM/DD, in cents', async () => {
    const { user } = await renderRenter()
    expect(await screen.findByText('Next: $1,000.00 on 2026/10/01')).toBeVisible()
    expect(screen.getByRole('switch', { hidden: true })).not.toBeVisible()

    const [first, second, third] = await openRows(user)
    expect(first).toHaveTextContent('2026/09/01First payment: first month and service fee$1,120.00Paid')
    expect(second).toHaveTextContent('2026/10/01Month 2$1,000.00Due')
    expect(third).toHaveTextContent('2026/11/01Month 3$1,000.00Due')
    // The first payment was made at checkout: only the later months can be paid by hand.
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull()
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'Pay this month (due 2026/10/01)' }),
    ).toBeVisible()
  })

  it('is written in French with French amounts', async () => {
    const { user } = await renderRenter(stay(), 'fr')
    const [first, second] = await openRows(user, 'Échéancier du loyer')
    expect(first?.textContent?.replace(/\s/g, ' ')).toContain('1 120,00 $Payé')
    expect(second?.textContent?.replace(/\s/g, ' ')).toContain('Mois 21 000,00 $À payer')
    expect(screen.getByRole('switch', { name: 'Paiements automatiques' })).toHaveAccessibleDescription(
      /le paiement automatique n’est jamais obligatoire/,
    )
  })

  it('calls the last payment of a stay with extra days what it is for', async () => {
    const { user } = await renderRenter(stay({ months: 2, extra_days: 10 }))
    const rows = await openRows(user)
    expect(rows[2]).toHaveTextContent('Extra days')
  })

  it('opens by itself on a refused card, says when it is tried again, and offers to pay now', async () => {
    schedule.instalments = [month(1), refused(2), month(3)]
    await renderRenter()
    expect(await screen.findByText('A payment needs your attention')).toBeVisible()
    expect(
      screen.getByText('Your card was refused for the rent due 2026/10/01; we’ll try again on 2026/10/03.'),
    ).toBeVisible()
    const row = screen.getByText('Refused — next try 2026/10/03').closest('li') as HTMLElement
    expect(within(row).getByRole('button', { name: /Pay this month/ })).toBeVisible()
  })

  it('says when the bank asks to confirm the payment', async () => {
    schedule.instalments = [month(1), refused(2, 'authentication_required'), month(3)]
    await renderRenter()
    expect(await screen.findByText(/Your bank asked to confirm the rent due 2026\/10\/01/)).toBeVisible()
  })

  it('says when a month is overdue', async () => {
    schedule.instalments = [month(1), month(2, { status: 'overdue', attempts: 3, next_attempt_on: null })]
    await renderRenter()
    expect(
      await screen.findByText('The rent due 2026/10/01 is overdue. Pay this month now to settle it.'),
    ).toBeVisible()
    expect(screen.getByText('Overdue')).toBeVisible()
  })

  it('turns automatic payments off and on again with the switch', async () => {
    const { user } = await renderRenter()
    await openRows(user)
    const autopay = screen.getByRole('switch', { name: 'Automatic payments' })
    expect(autopay).toHaveAttribute('aria-checked', 'true')
    expect(autopay).toHaveAccessibleDescription(
      'Your saved card is charged on each due date. Turn it off to pay each month yourself — autopay is never required.',
    )

    await user.click(autopay)
    expect(
      await screen.findByText('Automatic payments off: pay each month from this schedule.'),
    ).toBeInTheDocument()
    expect(autopay).toHaveAttribute('aria-checked', 'false')
    await user.click(autopay)
    await waitFor(() => expect(autopay).toHaveAttribute('aria-checked', 'true'))
    // The switch turns before its request reaches the server: wait for the server to have both.
    const sent = () =>
      api.to(`/api/bookings/${STAY_ID}/rent/autopay/`).map(({ method, body }) => [method, body.toString()])
    await waitFor(() =>
      expect(sent()).toEqual([
        ['PUT', '{"autopay":false}'],
        ['PUT', '{"autopay":true}'],
      ]),
    )
  })

  it('says when no card is kept for the stay', async () => {
    schedule = { ...schedule, has_saved_card: false }
    const { user } = await renderRenter()
    await openRows(user)
    expect(screen.getByText(/No card is saved for this stay/)).toBeVisible()
  })

  it('goes to the checkout of the month chosen', async () => {
    const { user } = await renderRenter()
    const [, second] = await openRows(user)
    await user.click(within(second as HTMLElement).getByRole('button', { name: /Pay this month/ }))
    expect(await screen.findByText('Redirecting to payment....')).toBeInTheDocument()
    await waitFor(() => expect(window.location.hash).toBe('#checkout-month-2'))
    expect(api.to(`/api/bookings/${STAY_ID}/rent/2/pay/`)).toHaveLength(1)
  })

  it("tells the server's reason when a month cannot be paid now", async () => {
    const { user } = await renderRenter()
    const [, , third] = await openRows(user)
    await user.click(within(third as HTMLElement).getByRole('button', { name: /Pay this month/ }))
    expect(await screen.findByText(NOT_PAYABLE)).toBeInTheDocument()
    expect(window.location.hash).not.toBe('#checkout-month-3')
  })

  it('offers neither the switch nor a payment once the stay is over', async () => {
    const { user } = await renderRenter(stay({ status: 'completed' }))
    await openRows(user)
    expect(screen.queryByRole('switch')).toBeNull()
    expect(screen.queryByRole('button', { name: /Pay this month/ })).toBeNull()
  })
})

describe("the host's rent schedule", () => {
  it('shows the same months read-only, a refused one as late', async () => {
    schedule.instalments = [month(1), refused(2), month(3)]
    await renderWithApp(<HostRentSchedule booking={stay({ status: 'active' })} />)
    expect(await screen.findByText('A payment is late')).toBeVisible()
    expect(
      screen.getByText(
        'The renter’s card was refused for the rent due 2026/10/01; it is tried again on 2026/10/03.',
      ),
    ).toBeVisible()
    const rows = within(screen.getByRole('list', { name: 'Payments of this stay' })).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026/09/01First payment: first month and service fee$1,120.00Paid',
      '2026/10/01Month 2$1,000.00Late',
      '2026/11/01Month 3$1,000.00Due',
    ])
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('switch')).toBeNull()
  })

  it('in French, an overdue month is « Impayé »', async () => {
    schedule.instalments = [month(1), month(2, { status: 'overdue', attempts: 3, next_attempt_on: null })]
    await renderWithApp(<HostRentSchedule booking={stay({ status: 'active' })} />, { language: 'fr' })
    expect(
      await screen.findByText('Le loyer dû le 2026/10/01 est impayé. Le locataire en a été informé.'),
    ).toBeVisible()
    expect(screen.getByText('Impayé')).toBeVisible()
  })
})
