import { addMonths, todayInMontreal } from '@demeure/shared'
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
 * Pays a stay's first payment through the sandbox checkout as a browser would: its page, then Pay.
 * Answers the Pay button's response (a redirect back to the renter's panel).
 */
export async function payThroughSandbox(t: TTestApp, access: string, bookingId: number) {
  const pay = await t.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/pay/`,
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
    payload: '',
  })
  if (done.statusCode !== 303) throw new Error(`sandbox pay failed: ${done.statusCode}`)
  return done
}
