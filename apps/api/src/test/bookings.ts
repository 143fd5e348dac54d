import { addMonths, quoteStay, todayInMontreal } from '@demeure/shared'
import { bookings } from '../modules/bookings/tables.ts'
import { bearer } from './accounts.ts'
import { multipart, samplePdf, samplePng } from './files.ts'
import type { TTestApp } from './test-app.ts'

export const agreementFields = {
  full_name: 'Amara Diallo',
  consent: 'true',
  urgent_contact: '+1 514 555 0123',
  reference_1: 'Prof. Martin, McGill, martin@example.com',
  reference_2: 'Previous landlord, +33 1 23 45 67 89',
}

export async function agreementFiles() {
  return [
    { field: 'id_cards', name: 'passport.pdf', data: samplePdf() },
    { field: 'income_proof', name: 'scholarship.pdf', data: samplePdf() },
    { field: 'rental_history', name: 'reference.png', data: await samplePng() },
  ]
}

/** A stay starting `startInMonths` from today (Montreal) and lasting `months`. */
export function stayDates(t: TTestApp, startInMonths: number, months: number) {
  const checkIn = addMonths(todayInMontreal(t.clock.now()), startInMonths)
  return { check_in: checkIn, check_out: addMonths(checkIn, months) }
}

export async function requestStay(
  t: TTestApp,
  access: string,
  fields: Record<string, string>,
  files?: { field: string; name: string; data: Buffer }[],
) {
  return t.inject({
    method: 'POST',
    url: '/api/bookings/',
    headers: bearer(access),
    payload: multipart(
      { ...agreementFields, guests: '1', message: 'Hello!', ...fields },
      files ?? (await agreementFiles()),
    ) as never,
  })
}

/**
 * Pays a stay's first payment (or, with `url`, a month by hand) through the sandbox checkout as a
 * browser would: its page, then Pay, with the test card chosen (the one that works by default).
 * Answers the Pay button's response (a redirect back to the renter's panel).
 */
export async function payThroughSandbox(
  t: TTestApp,
  access: string,
  bookingId: number,
  options: { card?: string; url?: string } = {},
) {
  const pay = await t.inject({
    method: 'POST',
    url: options.url ?? `/api/bookings/${bookingId}/pay/`,
    headers: bearer(access),
  })
  if (pay.statusCode !== 200) throw new Error(`pay failed: ${pay.body}`)
  const page = await t.inject({ method: 'GET', url: pay.json().checkout_url })
  const action = /action="([^"]+paid\/)"/.exec(page.body)?.[1]
  if (!action) throw new Error('no pay form on the sandbox page')
  const done = await t.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: options.card ? `card=${options.card}` : '',
  })
  if (done.statusCode !== 303) throw new Error(`sandbox pay failed: ${done.statusCode}`)
  return done
}

/**
 * A confirmed stay written straight into the table, as another process would have committed it a
 * moment ago: the listing's search document is NOT refreshed, so only the database's exclusion
 * constraint knows these dates are taken.
 */
export async function insertHoldingStayBehindSearch(
  t: TTestApp,
  stay: { listingId: number; guestId: string; hostId: string; checkIn: string; checkOut: string },
) {
  const quote = quoteStay(100_000, stay.checkIn, stay.checkOut, stay.checkIn)
  await t.database.db.insert(bookings).values({
    propertyId: stay.listingId,
    guestId: stay.guestId,
    hostId: stay.hostId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: 1,
    status: 'confirmed',
    holdsDates: true,
    monthlyRentCents: quote.monthlyRentCents,
    months: quote.months,
    extraDays: quote.extraDays,
    rentTotalCents: quote.rentTotalCents,
    serviceFeeCents: quote.serviceFeeCents,
    dueNowCents: quote.dueNowCents,
    schedule: quote.schedule,
    agreementFullName: 'Other renter',
    agreementUrgentContact: '+1 514 555 0000',
    agreementReference1: 'A',
    agreementReference2: 'B',
    agreementConsent: true,
  })
}
