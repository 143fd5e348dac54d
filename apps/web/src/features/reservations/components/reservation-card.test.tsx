import type { TBooking } from '@demeure/shared'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { startLocalApi } from '../../../test/local-api.ts'
import { renderWithApp } from '../../../test/render-with-app.tsx'
import { stayFixture } from '../../../test/stays.ts'
import { ReservationCard } from './reservation-card.tsx'

const booking = (status: TBooking['status']): TBooking =>
  stayFixture({ booking_id: 52, status, months: 2, check_out: '2026-11-01', total_price: '2120.00' })

const schedule = {
  booking_id: 52,
  autopay: true,
  has_saved_card: true,
  instalments: [
    {
      seq: 1,
      due_date: '2026-07-02',
      amount: '1120.00',
      status: 'paid',
      attempts: 0,
      next_attempt_on: null,
      paid_at: '2026-07-02T15:00:00.000Z',
      last_failure: null,
    },
    {
      seq: 2,
      due_date: '2026-10-01',
      amount: '1000.00',
      status: 'scheduled',
      attempts: 0,
      next_attempt_on: '2026-10-01',
      paid_at: null,
      last_failure: null,
    },
  ],
}

describe('a reservation card', () => {
  it('has a rent schedule once the stay is paid for', async () => {
    const api = await startLocalApi({ 'GET /api/bookings/52/rent/': () => ({ body: schedule }) })
    await renderWithApp(<ReservationCard booking={booking('confirmed')} />)
    expect(await screen.findByText('Next: $1,000.00 on 2026/10/01')).toBeVisible()
    expect(screen.getByText('Rent schedule')).toBeVisible()
    expect(api.to('/api/bookings/52/rent/')).toHaveLength(1)
  })

  it('has none while the first payment is still due', async () => {
    const api = await startLocalApi({})
    await renderWithApp(<ReservationCard booking={booking('approved')} />)
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible()
    expect(screen.queryByText('Rent schedule')).toBeNull()
    expect(api.requests).toEqual([])
  })
})
