import type { TBooking, TConversation, TPage, TQuoteWire, TVisit } from '@demeure/shared'
import type { Locator, Page } from '@playwright/test'
import { pickDayIn } from './support/date-picker.ts'
import { isoDay } from './support/discovery-helpers.ts'
import { expect, test } from './support/fixtures.ts'
import { displayDate, usd } from './support/format.ts'
import { apiAsPage, logIn } from './support/hosting-app.ts'
import { blobFile, pdfFile, pngFile } from './support/hosting-files.ts'
import { expectToast } from './support/toasts.ts'

test.describe.configure({ timeout: 120_000 })

/** One month, four months ahead: inside the `listing` fixture's open year. */
const stay = { checkIn: isoDay(4, 10), checkOut: isoDay(5, 10) }

/** The booking panel, with the stay's dates picked in its calendars. */
async function pickStay(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: /\/ month/ })
  await panel.getByRole('button', { name: /Check-in/ }).click()
  await pickDayIn(panel.getByRole('dialog', { name: 'Check-in' }), stay.checkIn)
  await pickDayIn(panel.getByRole('dialog', { name: 'Check-out' }), stay.checkOut)
  await expect(panel.getByText('Monthly rent')).toBeVisible()
  return panel
}

test('a renter sends a booking request with the rental agreement', async ({
  page,
  request,
  renter,
  listing,
}) => {
  await logIn(page, renter.email, renter.password)
  const quote = (await (
    await request.get(
      `/api/properties/${listing.property_id}/quote/?check_in=${stay.checkIn}&check_out=${stay.checkOut}`,
    )
  ).json()) as TQuoteWire
  const guests = Math.min(2, listing.max_guests)

  await page.goto(`/house/${listing.property_id}`)
  const panel = await pickStay(page)
  await panel.getByLabel('Guests').selectOption(String(guests))
  await panel.getByRole('button', { name: 'Request to book' }).click()

  // The stay, its price and the written cancellation policy.
  const dialog = page.getByRole('dialog', { name: 'Rental agreement' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(displayDate(stay.checkIn), { exact: true })).toBeVisible()
  await expect(dialog.getByText(displayDate(stay.checkOut), { exact: true })).toBeVisible()
  await expect(dialog.getByText('1 month', { exact: true })).toBeVisible()
  const row = (label: string) => dialog.locator('dl > div', { hasText: label }).getByRole('definition')
  await expect(row('Monthly rent')).toHaveText(usd(quote.monthly_rent))
  await expect(row('Service fee (12% of the first month)')).toHaveText(usd(quote.service_fee))
  await expect(row('Due when your stay is confirmed')).toHaveText(usd(quote.due_now))
  await expect(dialog.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible()
  await expect(
    dialog.getByText(`days or more before check-in, and the rent you paid (${usd(quote.monthly_rent)})`),
  ).toBeVisible()
  await expect(dialog.getByText(`The service fee (${usd(quote.service_fee)}) is not refunded.`)).toBeVisible()

  // Nothing filled in: the spec's text, and each missing field says so.
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please fill all required fields and provide consent.')
  await expect(dialog.getByLabel('Reference 1', { exact: true })).toHaveAccessibleDescription(
    'This field is required.',
  )
  await expect(dialog.getByLabel('ID card', { exact: true })).toHaveAccessibleDescription(
    'This field is required.',
  )
  await expect(dialog.getByText('Please give your consent to send the request.')).toBeVisible()

  await dialog
    .getByLabel('Message to the host')
    .fill('Hello! I start a master’s degree at McGill in the fall.')
  await dialog.getByLabel('Full name', { exact: true }).fill('Amina Diallo')
  await dialog.getByLabel('Urgent contact number').fill('+1 514 555 0101')
  await dialog.getByLabel('Reference 1', { exact: true }).fill('Former landlord, 514 555 0102')
  await dialog.getByLabel('Reference 2', { exact: true }).fill('Employer, 514 555 0103')
  // A "PNG" that is not one: the browser believes its name, the server reads its bytes.
  await dialog
    .getByLabel('ID card', { exact: true })
    .setInputFiles(blobFile('id-front.png', 2048, 'image/png'))
  await dialog.getByLabel('Proof of employment and income').setInputFiles(pdfFile('pay-stub.pdf'))
  await dialog.getByLabel('Previous rental history').setInputFiles(pdfFile('reference-letter.pdf'))
  await dialog.getByLabel('I consent to a credit and background check.').check()
  await dialog.getByRole('button', { name: 'Send request' }).click()

  // Refused by the server: the message lands under the field, and nothing typed is lost.
  await expect(dialog.getByLabel('ID card', { exact: true })).toHaveAccessibleDescription(
    'Documents must be PDF, JPG or PNG files.',
  )
  await expect(dialog.getByLabel('Reference 2', { exact: true })).toHaveValue('Employer, 514 555 0103')
  await expect(dialog.getByLabel('I consent to a credit and background check.')).toBeChecked()
  await expect(dialog.getByText('pay-stub.pdf')).toBeVisible()

  await dialog.getByRole('button', { name: 'Remove id-front.png' }).click()
  await dialog
    .getByLabel('ID card', { exact: true })
    .setInputFiles([pngFile('id-front.png'), pdfFile('id-back.pdf')])
  await dialog.getByRole('button', { name: 'Send request' }).click()

  await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible()
  await expect(dialog.getByText(/answers within 72 hours/)).toBeVisible()
  await expect(
    dialog.getByText(`you have 48 hours to pay ${usd(quote.due_now)}`, { exact: false }),
  ).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'See my reservations' })).toHaveAttribute(
    'href',
    '/user-panel/reservations',
  )

  // The server holds the request, at the price the renter saw.
  const requested = await apiAsPage<TPage<TBooking>>(page, '/api/bookings/?status=requested&page_size=100')
  const booking = requested.results.find(
    (item) => item.property?.property_id === listing.property_id && item.check_in === stay.checkIn,
  )
  expect(booking).toMatchObject({
    status: 'requested',
    check_out: stay.checkOut,
    guests,
    due_now: quote.due_now,
  })

  await dialog.getByRole('link', { name: 'See my reservations' }).click()
  await expect(page).toHaveURL(/\/user-panel\/reservations$/)
})

test('a visitor is asked to log in to request, visit or write to the host', async ({ page, listing }) => {
  await page.goto(`/house/${listing.property_id}`)
  const panel = await pickStay(page)
  const login = page.getByRole('dialog', { name: 'Welcome back' })

  await panel.getByRole('button', { name: 'Log in to request' }).click()
  await expect(login).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(login).toBeHidden()

  await panel.getByRole('button', { name: 'Request a visit' }).click()
  await expect(login).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Message the host' }).click()
  await expect(login).toBeVisible()
})

test('a host sees no request buttons on their own listing', async ({ page, host, listing }) => {
  await logIn(page, host.email, host.password)
  expect(listing.status, 'the host has a published listing').toBe('published')
  await page.goto(`/house/${listing.property_id}`)
  const panel = page.getByRole('region', { name: /\/ month/ })
  await expect(panel.getByText('This is your listing')).toBeVisible()
  await expect(page.getByRole('button', { name: /Request to book|Log in to request/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Request a visit' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Message the host' })).toHaveCount(0)
})

test('a renter asks for a visit', async ({ page, renter, listing }) => {
  await logIn(page, renter.email, renter.password)
  await page.goto(`/house/${listing.property_id}`)
  await page
    .getByRole('region', { name: /\/ month/ })
    .getByRole('button', { name: 'Request a visit' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Request a visit' })
  await dialog.getByRole('button', { name: 'Send visit request' }).click()
  await expect(dialog.getByText('This field is required.')).toHaveCount(2)

  await dialog.getByRole('button', { name: /Day/ }).click()
  await pickDayIn(dialog.getByRole('dialog', { name: 'Day' }), isoDay(1, 15))
  await dialog.getByLabel('Time').selectOption('14:30')
  await dialog.getByLabel('Video call').check()
  await dialog.getByLabel('Message to the host').fill('Could we do a quick video tour?')
  await dialog.getByRole('button', { name: 'Send visit request' }).click()
  await expectToast(page, 'Visit requested. The host will answer soon.')
  await expect(dialog).toBeHidden()

  const visits = await apiAsPage<TPage<TVisit>>(page, '/api/visits/?role=guest&page_size=100')
  expect(
    visits.results.find(
      (visit) => visit.property?.property_id === listing.property_id && visit.date === isoDay(1, 15),
    ),
  ).toMatchObject({ time: '14:30', mode: 'video', status: 'requested' })
})

test('a renter writes to the host from the listing page', async ({ page, renter, listing }) => {
  await logIn(page, renter.email, renter.password)
  await page.goto(`/house/${listing.property_id}`)
  await page.getByRole('button', { name: 'Message the host' }).click()
  await expect(page).toHaveURL(/\/user-panel\/messages\?conversation=\d+$/)
  const id = Number(new URL(page.url()).searchParams.get('conversation'))
  const conversations = await apiAsPage<TPage<TConversation>>(page, '/api/conversations/')
  expect(conversations.results.find((conversation) => conversation.id === id)?.property?.property_id).toBe(
    listing.property_id,
  )
})
