import { formatMoney, type TBooking } from '@demeure/shared'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { displayDate, usd } from './support/format.ts'
import { isoDaysFromNow, logIn, toast } from './support/hosting-app.ts'
import { bookingOf, payThroughApi } from './support/renting-api.ts'
import { reviewShot } from './support/review-shot.ts'
import type { TAccount, TestData } from './support/test-data.ts'
import { expectToast } from './support/toasts.ts'

/*
 * The renter's side of the panel: reservations (pay, cancel, review), transactions and the
 * dashboard. The data is made through the API as a renter and a new host would make it; the
 * screens are then driven like a user.
 */

test.describe.configure({ timeout: 120_000 })

const MESSAGE = 'Bonjour! I start a master’s degree nearby.'

/** A new renter with two stays on two homes of `host`: one approved (its payment due), one only requested. */
async function renterWithTwoStays(data: TestData, host: TAccount) {
  const renter = await data.account('Inès', 'Moreau')
  const [first, second] = await Promise.all([data.listing(host), data.listing(host)])
  const approved = await data.booking(renter, first, {
    host,
    state: 'approved',
    checkIn: isoDaysFromNow(200),
    message: MESSAGE,
  })
  const requested = await data.booking(renter, second, { checkIn: isoDaysFromNow(230), message: MESSAGE })
  return { renter, approved, requested }
}

function reservationCard(page: Page, booking: TBooking) {
  return page.getByRole('article', { name: booking.property?.title })
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await reviewShot(page, `/tmp/panel-${name}-${testInfo.project.name}.png`)
}

test('an approved stay is paid in the sandbox checkout, then shows confirmed, in the ledger and on the dashboard', async ({
  page,
  data,
  host,
}, testInfo) => {
  const { renter, approved: booking, requested: waiting } = await renterWithTwoStays(data, host)

  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  await expect(page.getByRole('heading', { name: 'My reservations', level: 1 })).toBeVisible()
  const card = reservationCard(page, booking)
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  await expect(card.getByText(displayDate(booking.check_in), { exact: true })).toBeVisible()
  // The price is open while a payment is due: the 12% fee on the first month and what is due now.
  await expect(card.getByText('Service fee (12% of the first month)')).toBeVisible()
  await expect(card.getByText(usd(booking.service_fee), { exact: true })).toBeVisible()
  await expect(card.getByText(usd(booking.due_now), { exact: true }).first()).toBeVisible()
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
  // The checkout says what is paid for, as a real one does, and offers a way back.
  const summary = (term: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
      .getByRole('definition')
  const cents = (amount: string) => formatMoney(amount, 'en', { cents: 'always' })
  await expect(summary('Home')).toHaveText(booking.property?.title ?? '')
  await expect(summary('Dates')).toHaveText(
    `${displayDate(booking.check_in)} → ${displayDate(booking.check_out)}`,
  )
  await expect(summary('First month’s rent')).toHaveText(cents(booking.monthly_rent))
  await expect(summary('Service fee (12% of the first month)')).toHaveText(cents(booking.service_fee))
  await expect(page.getByText(`${cents(booking.due_now)} USD`, { exact: true })).toBeVisible()
  await screenshot(page, testInfo, 'checkout')
  await page.getByRole('link', { name: 'Cancel and go back to my reservations' }).click()
  await expect(page).toHaveURL(/\/user-panel\/reservations$/)
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  await page.goBack()
  await page.getByRole('button', { name: /^Pay / }).click()

  // Back in the panel: the notice, the parameter gone, the stay confirmed.
  await expect(page).toHaveURL(/\/user-panel\/reservations$/)
  await expectToast(page, 'Payment received. Your stay is confirmed.')
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
  await expect(page.getByText(usd(booking.due_now), { exact: true }).filter({ visible: true })).toBeVisible()
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
  data,
  host,
}, testInfo) => {
  const { renter, approved: paid, requested: unpaid } = await renterWithTwoStays(data, host)
  await payThroughApi(request, renter.access, paid.booking_id)

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
      `Check-in is 30 days away or more: ${usd(paid.monthly_rent)} of rent will be refunded. The service fee (${usd(paid.service_fee)}) is not.`,
    ),
  ).toBeVisible()
  await screenshot(page, testInfo, 'cancel-dialog')
  await dialog.getByRole('button', { name: 'Cancel rental' }).click()
  await expectToast(page, `Booking cancelled successfully! Refunded: ${usd(paid.monthly_rent)}. Kept: $0.`)
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(card.getByText(`${usd(paid.monthly_rent)} refunded to your payment method.`)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cancel rental' })).toHaveCount(0)
  // The button that opened the dialog is gone: focus lands on where the stay now stands, not <body>.
  const focused = page.locator(':focus')
  await expect(focused).toContainText(`${usd(paid.monthly_rent)} refunded to your payment method.`)
  await expect(card.locator(':focus')).toHaveCount(1)
  expect((await bookingOf(request, renter.access, paid.booking_id)).status).toBe('cancelled')

  await page.goto('/user-panel/transactions')
  await expect(page.getByText('Refund', { exact: true }).filter({ visible: true })).toBeVisible()
  await expect(page.getByText(`+${usd(paid.monthly_rent)}`).filter({ visible: true })).toBeVisible()
})

test('a started stay can be reviewed once, with the errors of an incomplete review', async ({
  page,
  request,
  data,
  host,
}, testInfo) => {
  const renter = await data.account('Inès', 'Moreau')
  // Open from today: the stay moves in today.
  const home = await data.listing(host, {
    availability: [{ start_date: isoDaysFromNow(0), end_date: isoDaysFromNow(200) }],
  })
  const booking = await data.booking(renter, home, {
    host,
    state: 'paid',
    checkIn: isoDaysFromNow(0),
    message: MESSAGE,
  })
  // Moving in today: running the server's scheduler now makes the stay active.
  expect((await request.post('/api/test/clock/', { data: { advance_days: 0 } })).ok()).toBe(true)
  expect((await bookingOf(request, renter.access, booking.booking_id)).status).toBe('active')

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
  await expectToast(page, 'Thank you! Your review is published.')
  await expect(dialog).toBeHidden()
  await expect(card.getByRole('button', { name: 'Add review' })).toHaveCount(0)
})

test('a renter with no stay sees the empty states and where to go next', async ({
  page,
  renter,
}, testInfo) => {
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
