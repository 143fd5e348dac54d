import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test'
import { DEMO_PASSWORD, uniqueAccount } from './support/app.ts'
import { HOST_EMAIL, isoDaysFromNow, logIn, toast } from './support/hosting-app.ts'
import { pdfFile, pngFile } from './support/hosting-files.ts'

/*
 * The renter's side of the panel: reservations (pay, cancel, review), transactions and the
 * dashboard. The data is made through the API as a renter and the demo host would make it; the
 * screens are then driven like a user.
 */

test.describe.configure({ timeout: 120_000 })

type TBooking = {
  booking_id: number
  property: { property_id: number; title: string } | null
  status: string
  check_in: string
  check_out: string
  due_now: string
  monthly_rent: string
  service_fee: string
}
type THostListing = {
  property_id: number
  title: string
  status: string
  availabilities: { start_date: string; end_date: string; is_available: boolean }[]
}

/** "$1,120" / "$1,120.50": amounts as the English pages show them. */
function money(amount: string): string {
  const value = Number(amount)
  return `$${value.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`
}

const displayDate = (iso: string) => iso.replaceAll('-', '/')

/** The same day a month later (the stays here last one month; a missing day becomes the month's last). */
function monthLater(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const next = new Date(Date.UTC(year, month, Math.min(day, lastDay)))
  return next.toISOString().slice(0, 10)
}

async function accessOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/login/', { data: { email, password } })
  expect(response.status(), `log in ${email}`).toBe(200)
  return ((await response.json()) as { access: string }).access
}

const bearer = (access: string) => ({ Authorization: `Bearer ${access}` })

/** A new renter with no history, logged in through the API. */
async function newRenter(request: APIRequestContext, testInfo: TestInfo) {
  const account = uniqueAccount(testInfo)
  const email = account.email.toLowerCase()
  const registered = await request.post('/api/register/', {
    data: {
      username: account.username,
      email,
      password: account.password,
      first_name: 'Inès',
      last_name: 'Moreau',
      phone: '',
    },
  })
  expect(registered.status()).toBe(201)
  return { email, password: account.password, access: await accessOf(request, email, account.password) }
}

/**
 * Requests a one-month stay on one of the demo host's listings, moving in `leadDays` from today (or
 * the first open day after): the first listing and dates the server accepts. Listings in `skip` are
 * left alone, so two stays of one test never compete for the same dates.
 */
async function requestStay(
  request: APIRequestContext,
  renter: string,
  host: string,
  leadDays: number,
  skip: Set<number>,
): Promise<TBooking> {
  const earliest = isoDaysFromNow(leadDays)
  const listings = (
    (await (await request.get('/api/host-properties/?page_size=100', { headers: bearer(host) })).json()) as {
      results: THostListing[]
    }
  ).results.filter((listing) => listing.status === 'published' && !skip.has(listing.property_id))
  for (const listing of listings) {
    for (const period of listing.availabilities.filter((item) => item.is_available)) {
      const checkIn = period.start_date > earliest ? period.start_date : earliest
      // A stay at the lead asked for exactly (check-in today, or 30+ days ahead) or none on this listing.
      if (leadDays === 0 && checkIn !== earliest) continue
      const checkOut = monthLater(checkIn)
      if (checkOut > period.end_date) continue
      const response = await request.post('/api/bookings/', {
        headers: bearer(renter),
        multipart: {
          property: String(listing.property_id),
          check_in: checkIn,
          check_out: checkOut,
          guests: '1',
          message: 'Bonjour! I start a master’s degree nearby.',
          full_name: 'Inès Moreau',
          consent: 'true',
          urgent_contact: '+1 514 555 0142',
          reference_1: 'Prof. Martin, McGill, martin@example.com',
          reference_2: 'Previous landlord, +33 1 23 45 67 89',
          id_cards: pdfFile('passport.pdf'),
          income_proof: pdfFile('scholarship.pdf'),
          rental_history: pngFile('reference.png'),
        },
      })
      if (response.status() === 201) {
        skip.add(listing.property_id)
        return (await response.json()) as TBooking
      }
      expect([400, 409], await response.text()).toContain(response.status())
    }
  }
  throw new Error(`No demo listing takes a one-month stay from ${earliest}`)
}

async function approve(request: APIRequestContext, host: string, booking: TBooking) {
  const response = await request.post(`/api/bookings/${booking.booking_id}/approve/`, {
    headers: bearer(host),
  })
  expect(response.status()).toBe(200)
}

/** Pays through the sandbox checkout as its Pay button would. */
async function payThroughApi(request: APIRequestContext, renter: string, booking: TBooking) {
  const pay = await request.post(`/api/bookings/${booking.booking_id}/pay/`, { headers: bearer(renter) })
  expect(pay.status()).toBe(200)
  const { checkout_url } = (await pay.json()) as { checkout_url: string }
  const paid = await request.post(`${checkout_url}paid/`, { form: {}, maxRedirects: 0 })
  expect(paid.status()).toBe(303)
}

async function bookingOf(request: APIRequestContext, renter: string, booking: TBooking): Promise<TBooking> {
  const response = await request.get(`/api/bookings/${booking.booking_id}/`, { headers: bearer(renter) })
  return (await response.json()) as TBooking
}

function reservationCard(page: Page, booking: TBooking) {
  return page.getByRole('article', { name: booking.property?.title })
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `/tmp/panel-${name}-${testInfo.project.name}.png`, fullPage: true })
}

test('an approved stay is paid in the sandbox checkout, then shows confirmed, in the ledger and on the dashboard', async ({
  page,
  request,
}, testInfo) => {
  const renter = await newRenter(request, testInfo)
  const host = await accessOf(request, HOST_EMAIL, DEMO_PASSWORD)
  const used = new Set<number>()
  // Far enough ahead to stay clear of the dates other specs book.
  const booking = await requestStay(request, renter.access, host, 200, used)
  await approve(request, host, booking)
  const waiting = await requestStay(request, renter.access, host, 230, used)

  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  await expect(page.getByRole('heading', { name: 'My reservations', level: 1 })).toBeVisible()
  const card = reservationCard(page, booking)
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  await expect(card.getByText(displayDate(booking.check_in), { exact: true })).toBeVisible()
  // The price is open while a payment is due: the 12% fee on the first month and what is due now.
  await expect(card.getByText('Service fee (12% of the first month)')).toBeVisible()
  await expect(card.getByText(money(booking.service_fee), { exact: true })).toBeVisible()
  await expect(card.getByText(money(booking.due_now), { exact: true }).first()).toBeVisible()
  const other = reservationCard(page, waiting)
  await expect(other.getByText('Requested', { exact: true })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
  await screenshot(page, testInfo, 'reservations')

  // The filter keeps one status; the URL keeps the filter.
  await page.getByRole('button', { name: 'Requested', exact: true }).click()
  await expect(page).toHaveURL(/status=requested/)
  await expect(other).toBeVisible()
  await expect(card).toHaveCount(0)
  await page.getByRole('button', { name: 'Declined', exact: true }).click()
  await expect(page.getByText('No reservations found')).toBeVisible()
  await page.getByRole('button', { name: 'Show all reservations' }).click()
  await expect(card).toBeVisible()

  // The toast shows for a moment before the page leaves: watch for it from before the click.
  const redirecting = toast(page, 'Redirecting to payment....').waitFor({ state: 'visible' })
  await card.getByRole('button', { name: 'Pay now' }).click()
  await redirecting
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//)
  await page.getByRole('button', { name: /^Pay / }).click()

  // Back in the panel: the notice, the parameter gone, the stay confirmed.
  await expect(page).toHaveURL(/\/user-panel\/reservations$/)
  await expect(toast(page, 'Payment received. Your stay is confirmed.')).toBeVisible()
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(
    card.getByText(`Your stay is confirmed. Check-in on ${displayDate(booking.check_in)}.`),
  ).toBeVisible()

  await page.goto('/user-panel/transactions')
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible()
  const reference = page
    .getByRole('link', { name: `Reservation #${booking.booking_id}` })
    .filter({ visible: true })
  await expect(reference).toHaveCount(1)
  await expect(page.getByText('Payment', { exact: true }).filter({ visible: true })).toBeVisible()
  await expect(
    page.getByText(money(booking.due_now), { exact: true }).filter({ visible: true }),
  ).toBeVisible()
  await screenshot(page, testInfo, 'transactions')
  await reference.click()
  await expect(page).toHaveURL(new RegExp(`/user-panel/reservations\\?booking=${booking.booking_id}$`))
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(other).toHaveCount(0)

  await page.goto('/user-panel')
  const nextStay = page.getByRole('region', { name: 'Your next stay' })
  await expect(nextStay.getByText(booking.property?.title as string)).toBeVisible()
  await expect(nextStay.getByText(/^Check-in in \d+ days$/)).toBeVisible()
  const todo = page.getByRole('region', { name: 'What awaits you' })
  await expect(todo.getByText('Waiting for the host’s answer.')).toBeVisible()
  await expect(todo.getByRole('link', { name: waiting.property?.title })).toBeVisible()
  await screenshot(page, testInfo, 'dashboard')

  // Writing to the host opens (or starts) the conversation about this home in the messages.
  await page.goto('/user-panel/reservations')
  await reservationCard(page, waiting).getByRole('button', { name: 'Message host' }).click()
  await expect(page).toHaveURL(/\/user-panel\/messages\?conversation=\d+$/)
})

test('cancel rental shows the policy and the refund before confirming, then the refund everywhere', async ({
  page,
  request,
}, testInfo) => {
  const renter = await newRenter(request, testInfo)
  const host = await accessOf(request, HOST_EMAIL, DEMO_PASSWORD)
  const used = new Set<number>()
  const paid = await requestStay(request, renter.access, host, 200, used)
  await approve(request, host, paid)
  await payThroughApi(request, renter.access, paid)
  const unpaid = await requestStay(request, renter.access, host, 230, used)

  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')

  // Nothing paid yet: nothing charged, nothing refunded; keeping the reservation changes nothing.
  await reservationCard(page, unpaid).getByRole('button', { name: 'Cancel rental' }).click()
  let dialog = page.getByRole('dialog', { name: 'Cancel this rental?' })
  await expect(dialog.getByText('Cancellation policy')).toBeVisible()
  await expect(
    dialog.getByText('You have not paid anything yet: nothing is charged and nothing is refunded.'),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Keep my reservation' }).click()
  await expect(dialog).toBeHidden()
  await expect(reservationCard(page, unpaid).getByText('Requested', { exact: true })).toBeVisible()

  // Paid, more than 30 days ahead: the first month comes back, the fee does not.
  const card = reservationCard(page, paid)
  await card.getByRole('button', { name: 'Cancel rental' }).click()
  dialog = page.getByRole('dialog', { name: 'Cancel this rental?' })
  await expect(
    dialog.getByText(
      `Check-in is 30 days away or more: ${money(paid.monthly_rent)} of rent will be refunded. The service fee (${money(paid.service_fee)}) is not.`,
    ),
  ).toBeVisible()
  await screenshot(page, testInfo, 'cancel-dialog')
  await dialog.getByRole('button', { name: 'Cancel rental' }).click()
  await expect(
    toast(page, `Booking cancelled successfully! Refunded: ${money(paid.monthly_rent)}. Kept: $0.`),
  ).toBeVisible()
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(card.getByText(`${money(paid.monthly_rent)} refunded to your payment method.`)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel rental' })).toHaveCount(0)
  expect((await bookingOf(request, renter.access, paid)).status).toBe('cancelled')

  await page.goto('/user-panel/transactions')
  await expect(page.getByText('Refund', { exact: true }).filter({ visible: true })).toBeVisible()
  await expect(page.getByText(`+${money(paid.monthly_rent)}`).filter({ visible: true })).toBeVisible()
})

test('a started stay can be reviewed once, with the errors of an incomplete review', async ({
  page,
  request,
}, testInfo) => {
  const renter = await newRenter(request, testInfo)
  const host = await accessOf(request, HOST_EMAIL, DEMO_PASSWORD)
  const booking = await requestStay(request, renter.access, host, 0, new Set())
  await approve(request, host, booking)
  await payThroughApi(request, renter.access, booking)
  // Moving in today: running the server's scheduler now makes the stay active.
  expect((await request.post('/api/test/clock/', { data: { advance_days: 0 } })).ok()).toBe(true)
  expect((await bookingOf(request, renter.access, booking)).status).toBe('active')

  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel')
  await expect(
    page.getByRole('region', { name: 'Your next stay' }).getByText(/^You are staying here until/),
  ).toBeVisible()
  await page.goto('/user-panel/reservations')
  const card = reservationCard(page, booking)
  await expect(card.getByText('Ongoing', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Add review' }).click()
  const dialog = page.getByRole('dialog', { name: 'Review your stay' })
  await dialog.getByRole('button', { name: 'Publish review' }).click()
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible()
  await expect(dialog.getByText('This field is required.')).toBeVisible()

  await dialog.getByRole('radio', { name: '4 stars' }).check({ force: true })
  await dialog
    .getByLabel('Your review')
    .fill('Bright, quiet and close to campus. Julien answered within the hour.')
  await screenshot(page, testInfo, 'review-dialog')
  await dialog.getByRole('button', { name: 'Publish review' }).click()
  await expect(toast(page, 'Thank you! Your review is published.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card.getByRole('button', { name: 'Add review' })).toHaveCount(0)
})

test('a renter with no stay sees the empty states and where to go next', async ({
  page,
  request,
}, testInfo) => {
  const renter = await newRenter(request, testInfo)
  await logIn(page, renter.email, renter.password)

  await page.goto('/user-panel/reservations')
  await expect(page.getByRole('heading', { name: 'No reservations found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse places' })).toHaveAttribute('href', '/')
  await screenshot(page, testInfo, 'reservations-empty')

  await page.goto('/user-panel/transactions')
  await expect(page.getByRole('heading', { name: 'No transactions yet' })).toBeVisible()

  await page.goto('/user-panel')
  await expect(page.getByText('No upcoming stay yet.')).toBeVisible()
  await expect(page.getByText('Nothing needs your attention right now.')).toBeVisible()
  await screenshot(page, testInfo, 'dashboard-empty')
})
