import type { TBooking } from '@demeure/shared'

/**
 * A stay as the API returns it, for component and rule tests: a confirmed three-month stay from
 * 2026/09/01 at $1,000 a month, whose first payment carries the $120 service fee. Tests change only
 * what they are about.
 */
export function stayFixture(changes: Partial<TBooking> = {}): TBooking {
  return {
    booking_id: 41,
    property: null,
    guest: { id: 'g', first_name: 'Amara', last_name: 'Diallo', username: 'amara' },
    host: { id: 'h', first_name: 'Julien', last_name: 'Tremblay' },
    check_in: '2026-09-01',
    check_out: '2026-12-01',
    guests: 1,
    message: '',
    message_hidden: [],
    status: 'confirmed',
    months: 3,
    extra_days: 0,
    monthly_rent: '1000.00',
    service_fee: '120.00',
    due_now: '1120.00',
    total_price: '3120.00',
    price_per_night: '33.33',
    booked_on: '2026-07-01',
    schedule: [],
    refund: null,
    cancelled_by: null,
    expires_at: null,
    agreement: {
      full_name: 'Amara Diallo',
      urgent_contact: '',
      reference_1: '',
      reference_2: '',
      documents: [],
      documents_deleted_at: null,
    },
    has_review: false,
    ...changes,
  }
}
