import { type APIRequestContext, expect, type TestInfo } from '@playwright/test'
import { uniqueAccount } from './app.ts'
import { isoDaysFromNow } from './hosting-app.ts'
import { pdfFile, pngFile } from './hosting-files.ts'

/*
 * Stays and visits made through the API, as a renter and the demo host would make them, so that
 * the specs can drive the screens that show them.
 */

export type TE2eBooking = {
  booking_id: number
  property: { property_id: number; title: string } | null
  status: string
  check_in: string
  check_out: string
}
type THostListing = {
  property_id: number
  title: string
  status: string
  availabilities: { start_date: string; end_date: string; is_available: boolean }[]
}

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
  return ((await response.json()) as { access: string }).access
}

/** A new renter with no history, logged in through the API; the last name tells runs apart. */
export async function newRenter(request: APIRequestContext, testInfo: TestInfo, firstName: string) {
  const account = uniqueAccount(testInfo)
  const email = account.email.toLowerCase()
  // Unique per call and letters only: the account's id with its digits spelled as letters.
  const suffix = account.username.slice(4).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] as string)
  const lastName = `Moreau${suffix}`
  const registered = await request.post('/api/register/', {
    data: {
      username: account.username,
      email,
      password: account.password,
      first_name: firstName,
      last_name: lastName,
      phone: '',
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const access = await accessOf(request, email, account.password)
  return { email, password: account.password, access, name: `${firstName} ${lastName}` }
}

export async function hostListings(request: APIRequestContext, host: string) {
  const response = await request.get('/api/host-properties/?page_size=100', { headers: bearer(host) })
  return ((await response.json()) as { results: THostListing[] }).results.filter(
    (listing) => listing.status === 'published',
  )
}

/** What the rental agreement of these stays says, for the specs to find on screen. */
export const AGREEMENT = {
  urgent_contact: '+1 514 555 0142',
  reference_1: 'Prof. Martin, McGill, martin@example.com',
  reference_2: 'Previous landlord, +33 1 23 45 67 89',
}

/**
 * Requests a one-month stay on one of the demo host's listings, moving in `leadDays` from today (or
 * the first open day after): the first listing and dates the server accepts. Listings in `skip` are
 * left alone, so two stays of one test never compete for the same dates.
 */
export async function requestStay(
  request: APIRequestContext,
  renter: { access: string; name: string },
  host: string,
  options: { leadDays: number; skip: Set<number>; message: string },
): Promise<TE2eBooking> {
  return postStay(request, renter, host, { ...options, isExactDay: false })
}

/** The same, moving in today exactly (none on a listing not open today): a stay the test clock can start. */
export async function requestStayToday(
  request: APIRequestContext,
  renter: { access: string; name: string },
  host: string,
  options: { skip: Set<number>; message: string },
): Promise<TE2eBooking> {
  return postStay(request, renter, host, { ...options, leadDays: 0, isExactDay: true })
}

/** One booking request with a complete rental agreement, as the form sends it. */
export function postBookingRequest(
  request: APIRequestContext,
  renter: { access: string; name: string },
  stay: { listingId: number; checkIn: string; checkOut: string; message: string },
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
    },
  })
}

async function postStay(
  request: APIRequestContext,
  renter: { access: string; name: string },
  host: string,
  options: { leadDays: number; skip: Set<number>; message: string; isExactDay: boolean },
): Promise<TE2eBooking> {
  const earliest = isoDaysFromNow(options.leadDays)
  for (const listing of await hostListings(request, host)) {
    if (options.skip.has(listing.property_id)) continue
    for (const period of listing.availabilities.filter((item) => item.is_available)) {
      const checkIn = period.start_date > earliest ? period.start_date : earliest
      if (options.isExactDay && checkIn !== earliest) continue
      const checkOut = monthLater(checkIn)
      if (checkOut > period.end_date) continue
      const response = await postBookingRequest(request, renter, {
        listingId: listing.property_id,
        checkIn,
        checkOut,
        message: options.message,
      })
      if (response.status() === 201) {
        options.skip.add(listing.property_id)
        return (await response.json()) as TE2eBooking
      }
      expect([400, 409], await response.text()).toContain(response.status())
    }
  }
  throw new Error(`No demo listing takes a one-month stay from ${earliest}`)
}

/** The demo host approves a request, as the Approve button would. */
export async function approve(request: APIRequestContext, host: string, bookingId: number) {
  const response = await request.post(`/api/bookings/${bookingId}/approve/`, { headers: bearer(host) })
  expect(response.status(), await response.text()).toBe(200)
}

/** A stay as the server has it now (its status after an action, a clock move). */
export async function bookingOf(
  request: APIRequestContext,
  access: string,
  bookingId: number,
): Promise<TE2eBooking> {
  const response = await request.get(`/api/bookings/${bookingId}/`, { headers: bearer(access) })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as TE2eBooking
}

/** Pays a stay's first payment through the sandbox checkout, as its Pay button would. */
export async function payThroughApi(request: APIRequestContext, renter: string, bookingId: number) {
  const pay = await request.post(`/api/bookings/${bookingId}/pay/`, { headers: bearer(renter) })
  expect(pay.status(), await pay.text()).toBe(200)
  const { checkout_url } = (await pay.json()) as { checkout_url: string }
  const paid = await request.post(`${checkout_url}paid/`, { form: {}, maxRedirects: 0 })
  expect(paid.status()).toBe(303)
}

// Amounts live with the other display formats; still offered here for the specs that import it from here.
export { usd } from './format.ts'
