import type { TBooking, TLoginResponse, ZCheckout } from '@demeure/shared'
import { type APIRequestContext, expect } from '@playwright/test'
import type { z } from 'zod'
import { pdfFile, pngFile, type TUpload } from './hosting-files.ts'

/*
 * The renting calls the specs and TestData (test-data.ts) make through the API, as a renter and a
 * host would make them, so that the specs can drive the screens that show them.
 */

export const bearer = (access: string) => ({ Authorization: `Bearer ${access}` })

/** The same day a month later (a missing day becomes the month's last). */
export function monthLater(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10)
}

export async function accessOf(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login/', { data: { email, password } })
  expect(response.status(), `log in ${email}`).toBe(200)
  return ((await response.json()) as TLoginResponse).access
}

/** What the rental agreement of these stays says, for the specs to find on screen. */
export const AGREEMENT = {
  urgent_contact: '+1 514 555 0142',
  reference_1: 'Prof. Martin, McGill, martin@example.com',
  reference_2: 'Previous landlord, +33 1 23 45 67 89',
}

/** One booking request with a complete rental agreement, as the form sends it. */
export function postBookingRequest(
  request: APIRequestContext,
  renter: { access: string; name: string },
  stay: { listingId: number; checkIn: string; checkOut: string; message: string },
  files: Partial<Record<'id_cards' | 'income_proof' | 'rental_history', TUpload>> = {},
) {
  return request.post('/api/bookings/', {
    headers: bearer(renter.access),
    multipart: {
      property: String(stay.listingId),
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      guests: '1',
      message: stay.message,
      full_name: renter.name,
      consent: 'true',
      ...AGREEMENT,
      id_cards: pdfFile('passport.pdf'),
      income_proof: pdfFile('scholarship.pdf'),
      rental_history: pngFile('reference.png'),
      ...files,
    },
  })
}

/** The host approves a request, as the Approve button would. */
export async function approve(request: APIRequestContext, host: string, bookingId: number) {
  const response = await request.post(`/api/bookings/${bookingId}/approve/`, { headers: bearer(host) })
  expect(response.status(), await response.text()).toBe(200)
}

/** A stay as the server has it now (its status after an action, a clock move). */
export async function bookingOf(
  request: APIRequestContext,
  access: string,
  bookingId: number,
): Promise<TBooking> {
  const response = await request.get(`/api/bookings/${bookingId}/`, { headers: bearer(access) })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as TBooking
}

/** Pays a stay's first payment through the sandbox checkout, as its Pay button would. */
export async function payThroughApi(request: APIRequestContext, renter: string, bookingId: number) {
  const pay = await request.post(`/api/bookings/${bookingId}/pay/`, { headers: bearer(renter) })
  expect(pay.status(), await pay.text()).toBe(200)
  const { checkout_url } = (await pay.json()) as z.infer<typeof ZCheckout>
  const paid = await request.post(`${checkout_url}paid/`, { form: {}, maxRedirects: 0 })
  expect(paid.status()).toBe(303)
}
