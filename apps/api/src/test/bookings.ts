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
