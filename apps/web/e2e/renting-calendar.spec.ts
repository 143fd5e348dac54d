import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from './support/app.ts'
import { HOST_EMAIL, isoDaysFromNow, logIn, toast } from './support/hosting-app.ts'
import { pdfFile } from './support/hosting-files.ts'
import {
  accessOf,
  approve,
  hostListings,
  monthLater,
  newRenter,
  payThroughApi,
  postBookingRequest,
} from './support/renting-api.ts'

test.describe.configure({ timeout: 120_000 })

type TPeriod = { start_date: string; end_date: string }

/** A stay someone else requested, the host approved and they paid: it holds its dates. */
async function holdStay(request: APIRequestContext, host: string, listingId: number, stay: TPeriod) {
  const renter = await newRenter(request, test.info(), 'Other')
  const response = await postBookingRequest(request, renter, {
    listingId,
    checkIn: stay.start_date,
    checkOut: stay.end_date,
    message: 'Held for the calendar test',
  })
  expect(response.status(), await response.text()).toBe(201)
  const booking = (await response.json()) as { booking_id: number }
  await approve(request, host, booking.booking_id)
  await payThroughApi(request, renter.access, booking.booking_id)
}

/** A demo listing free for three months from about five weeks ahead, and that first day. */
async function listingFreeForThreeMonths(request: APIRequestContext, host: string) {
  const earliest = isoDaysFromNow(35)
  for (const listing of await hostListings(request, host)) {
    const detail = (await (await request.get(`/api/properties/${listing.property_id}/`)).json()) as {
      free_dates: TPeriod[]
    }
    for (const period of detail.free_dates) {
      const start = period.start_date > earliest ? period.start_date : earliest
      if (monthLater(monthLater(monthLater(start))) <= period.end_date)
        return { id: listing.property_id, start }
    }
  }
  throw new Error('No demo listing is free for three months')
}

/** Shows the month of `iso` in the open calendar (it opens on the first month with a free day). */
async function dayButton(calendar: Locator, iso: string): Promise<Locator> {
  const shownDays = calendar.locator('td[data-day]:not([data-outside])')
  await expect(shownDays.first()).toBeVisible()
  const cell = calendar.locator(`td[data-day="${iso}"]:not([data-outside])`)
  for (let step = 0; step < 24 && !(await cell.isVisible()); step += 1) {
    const firstShown = (await shownDays.first().getAttribute('data-day')) ?? ''
    const name = iso < firstShown ? /previous month/i : /next month/i
    await calendar.getByRole('button', { name }).first().click()
  }
  return cell.getByRole('button')
}

function bookingPanel(page: Page) {
  return page.getByRole('region', { name: /\/ month/ })
}

test('the calendar offers only free days, and dates taken meanwhile are said once, before any upload', async ({
  page,
  request,
}) => {
  const host = await accessOf(request, HOST_EMAIL, DEMO_PASSWORD)
  const listing = await listingFreeForThreeMonths(request, host)
  const held = { start_date: listing.start, end_date: monthLater(listing.start) }
  await holdStay(request, host, listing.id, held)

  const renter = await newRenter(request, test.info(), 'Amina')
  await logIn(page, renter.email, renter.password)
  await page.goto(`/House/${listing.id}`)
  const panel = bookingPanel(page)
  await panel.getByRole('button', { name: /Check-in/ }).click()
  const checkIn = panel.getByRole('dialog', { name: 'Check-in' })
  // Yesterday, the held stay's first and last nights: none can be picked; its check-out day can.
  await expect(await dayButton(checkIn, isoDaysFromNow(-1))).toBeDisabled()
  await expect(await dayButton(checkIn, held.start_date)).toBeDisabled()
  const lastNight = new Date(Date.parse(`${held.end_date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
  await expect(await dayButton(checkIn, lastNight)).toBeDisabled()
  const mine = { start_date: held.end_date, end_date: monthLater(held.end_date) }
  await (await dayButton(checkIn, mine.start_date)).click()
  const checkOut = panel.getByRole('dialog', { name: 'Check-out' })
  // Shorter than a month is not offered either.
  await expect(await dayButton(checkOut, monthLater(mine.start_date).replace(/..$/, '01'))).toBeDisabled()
  await (await dayButton(checkOut, mine.end_date)).click()
  await expect(panel.getByText('Monthly rent')).toBeVisible()

  await panel.getByRole('button', { name: 'Request to book' }).click()
  const dialog = page.getByRole('dialog', { name: 'Rental agreement' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Full name', { exact: true }).fill(renter.name)
  await dialog.getByLabel('Urgent contact number').fill('+1 514 555 0101')
  await dialog.getByLabel('Reference 1', { exact: true }).fill('Former landlord, 514 555 0102')
  await dialog.getByLabel('Reference 2', { exact: true }).fill('Employer, 514 555 0103')
  await dialog.getByLabel('ID card', { exact: true }).setInputFiles(pdfFile('id.pdf'))
  await dialog.getByLabel('Proof of employment and income').setInputFiles(pdfFile('pay-stub.pdf'))
  await dialog.getByLabel('Previous rental history').setInputFiles(pdfFile('reference-letter.pdf'))
  await dialog.getByLabel('I consent to a credit and background check.').check()

  // Someone else books and pays these very dates while the agreement is being filled.
  await holdStay(request, host, listing.id, mine)
  const uploads: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/bookings/')
      uploads.push(sent.url())
  })
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('These dates are not available for this place.')
  await expect(toast(page, 'Failed to create booking')).toHaveCount(0)
  expect(uploads).toEqual([])
})
