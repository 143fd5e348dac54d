import type { TBooking, TPage, TReview } from '@demeure/shared'
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test'
import { pickDayIn } from './support/date-picker.ts'
import { resultCards, resultsHeading, searchApi } from './support/discovery-helpers.ts'
import { expect, test } from './support/fixtures.ts'
import { displayDate, usd } from './support/format.ts'
import { apiAsPage, isoDaysFromNow, logIn } from './support/hosting-app.ts'
import { pdfFile, pngFile } from './support/hosting-files.ts'
import { AGREEMENT, accessOf, bearer, monthLater } from './support/renting-api.ts'
import { reviewShot } from './support/review-shot.ts'
import type { TAccount } from './support/test-data.ts'
import { expectToast, recordToasts } from './support/toasts.ts'

/*
 * Issue 5's whole renting journey, in the browser against the real server: search → listing page →
 * request with the rental agreement → the host approves → sandbox payment → confirmed → a message
 * that reaches the host's open window live → the server's clock moves past check-in → a review on
 * the listing page → cancellations with what the policy refunds. A fresh renter and a fresh host (with
 * homes of their own) per run; the host answers in a second browser. It moves the server's clock, so
 * it runs alone, after the other specs (playwright.config.ts: CLOCK_SPECS).
 */

test.describe.configure({ timeout: 240_000 })
// Montreal's calendar in the browser too, so "tomorrow" is the same day for the page and the server.
test.use({ timezoneId: 'America/Toronto' })

/** The second browsers this test opens, closed even when it fails (their live streams with them). */
const secondContexts: BrowserContext[] = []

// The clock is moved forward below: whatever happens, later specs run in real time again.
// The reset comes first, so that nothing failing after it can leave the clock moved.
test.afterEach(async ({ request }) => {
  const reset = await request.post('/api/test/clock/', { data: { reset: true } })
  expect(reset.ok(), 'the server clock is back to real time').toBe(true)
  for (const context of secondContexts.splice(0)) await context.close()
})

/** The other person of the journey, in a browser of their own (own storage, own live stream). */
async function secondBrowser(browser: Browser, testInfo: TestInfo, who: TAccount): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    timezoneId: 'America/Toronto',
  })
  secondContexts.push(context)
  await recordToasts(context)
  const page = await context.newPage()
  await logIn(page, who.email, who.password)
  return page
}

async function bookingAs(request: APIRequestContext, access: string, id: number): Promise<TBooking> {
  const response = await request.get(`/api/bookings/${id}/`, { headers: bearer(access) })
  expect(response.status()).toBe(200)
  return (await response.json()) as TBooking
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await reviewShot(page, `/tmp/journey-${name}-${testInfo.project.name}.png`)
}

test('a renter finds a home, books and pays it, writes to the host, lives there, reviews it and cancels', async ({
  page,
  browser,
  request,
  data,
  host,
}, testInfo) => {
  const run = data.unique()
  const renter = await data.account('Camille', 'Moreau')
  const stay = { checkIn: isoDaysFromNow(1), checkOut: monthLater(isoDaysFromNow(1)) }
  // Open from tomorrow (the fixture's default), at a price of its own; another home for the second stay.
  const [home, other] = await Promise.all([
    data.listing(host, { title: 'Sunny loft near Jean-Talon market', price: '1437' }),
    data.listing(host),
  ])
  const price = Number(home.price_per_month)

  // 1. Search from the home page: the city, the home's exact price and the move-in date.
  await logIn(page, renter.email, renter.password)
  const query = new URLSearchParams({
    location: home.address_city,
    minPrice: String(Math.floor(price)),
    maxPrice: String(Math.ceil(price)),
    checkIn: stay.checkIn,
  })
  await page.goto(`/?${query}`)
  const found = await searchApi(
    request,
    `location=${encodeURIComponent(home.address_city)}&min_price=${Math.floor(price)}&max_price=${Math.ceil(price)}&move_in=${stay.checkIn}&page_size=1`,
  )
  await expect(resultsHeading(page)).toHaveText(new RegExp(`^${found.count} homes?$`))
  await resultCards(page).getByRole('link', { name: home.title, exact: true }).click()
  await expect(page).toHaveURL(`/House/${home.property_id}`)
  await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible()

  // 2. The listing page: moving in tomorrow for a month, then the rental agreement with its files.
  const panel = page.getByRole('region', { name: /\/ month/ })
  await panel.getByRole('button', { name: /Check-in/ }).click()
  await pickDayIn(panel.getByRole('dialog', { name: 'Check-in' }), stay.checkIn)
  await pickDayIn(panel.getByRole('dialog', { name: 'Check-out' }), stay.checkOut)
  await expect(panel.getByText('Monthly rent')).toBeVisible()
  await panel.getByRole('button', { name: 'Request to book' }).click()
  const agreement = page.getByRole('dialog', { name: 'Rental agreement' })
  await expect(agreement.getByText(displayDate(stay.checkIn), { exact: true })).toBeVisible()
  await expect(agreement.getByText(displayDate(stay.checkOut), { exact: true })).toBeVisible()
  await expect(agreement.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible()
  await agreement.getByLabel('Message to the host').fill(`Hello! I move to Montreal for a new job. ${run}`)
  await agreement.getByLabel('Full name', { exact: true }).fill(renter.name)
  await agreement.getByLabel('Urgent contact number').fill(AGREEMENT.urgent_contact)
  await agreement.getByLabel('Reference 1', { exact: true }).fill(AGREEMENT.reference_1)
  await agreement.getByLabel('Reference 2', { exact: true }).fill(AGREEMENT.reference_2)
  await agreement
    .getByLabel('ID card', { exact: true })
    .setInputFiles([pngFile('id-front.png'), pdfFile('id-back.pdf')])
  await agreement.getByLabel('Proof of employment and income').setInputFiles(pdfFile('pay-stub.pdf'))
  await agreement.getByLabel('Previous rental history').setInputFiles(pdfFile('reference-letter.pdf'))
  await agreement.getByLabel('I consent to a credit and background check.').check()
  await agreement.getByRole('button', { name: 'Send request' }).click()
  await expect(agreement.getByRole('heading', { name: 'Request sent' })).toBeVisible()
  const requested = await apiAsPage<TPage<TBooking>>(page, '/api/bookings/?status=requested&page_size=100')
  const booking = requested.results.find((item) => item.property?.property_id === home.property_id)
  expect(booking).toMatchObject({ check_in: stay.checkIn, check_out: stay.checkOut })
  const bookingId = (booking as TBooking).booking_id

  // 3. The host, in their own browser, reads the request with its agreement and approves it.
  const hostPage = await secondBrowser(browser, testInfo, host)
  await hostPage.goto(`/cohost-panel/bookings?property=${home.property_id}`)
  const requestCard = hostPage.getByRole('article', { name: `Booking by ${renter.name}` })
  await expect(requestCard.getByText('Awaiting your answer')).toBeVisible()
  await expect(
    requestCard.getByText(`${displayDate(stay.checkIn)} – ${displayDate(stay.checkOut)}`),
  ).toBeVisible()
  await expect(requestCard.getByText(`I move to Montreal for a new job. ${run}`)).toBeVisible()
  await expect(requestCard.getByText(AGREEMENT.reference_1)).toBeVisible()
  await requestCard.getByRole('button', { name: 'Approve' }).click()
  await expectToast(hostPage, `Request approved. ${renter.name} can now pay to confirm the stay.`)
  await expect(requestCard.getByText('Approved, awaiting payment')).toBeVisible()

  // 4. The renter pays in the sandbox checkout and comes back to a confirmed stay.
  await page.goto('/user-panel/reservations')
  const card = page.getByRole('article', { name: home.title })
  await expect(card.getByText('Approved', { exact: true })).toBeVisible()
  await card.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//)
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/user-panel\/reservations$/)
  await expectToast(page, 'Payment received. Your stay is confirmed.')
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(
    card.getByText(`Your stay is confirmed. Check-in on ${displayDate(stay.checkIn)}.`),
  ).toBeVisible()
  await screenshot(page, testInfo, 'confirmed')

  // 5. A message to the host arrives in the host's open messages without a reload.
  await hostPage.goto('/cohost-panel/messages')
  // The host may have no conversation yet (its empty state) or others: either way it waits for ours.
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  const conversations = hostPage.getByRole('navigation', { name: 'Conversations' })
  await card.getByRole('button', { name: 'Message host' }).click()
  await expect(page).toHaveURL(/\/user-panel\/messages\?conversation=\d+$/)
  // The request's message opened the conversation: the thread starts with it.
  await expect(
    page.getByRole('log').getByText(`Hello! I move to Montreal for a new job. ${run}`),
  ).toBeVisible()
  const hello = `Could I pick up the keys tomorrow at 10? ${run}`
  const composer = page.getByRole('textbox', { name: 'Your message' })
  await composer.fill(hello)
  await composer.press('Enter')
  await expect(page.getByRole('log').getByText(hello)).toBeVisible()
  const thread = conversations.getByRole('link').filter({ hasText: hello })
  await expect(thread).toBeVisible()
  await thread.click()
  await expect(hostPage.getByRole('log').getByText(hello)).toBeVisible()
  await screenshot(hostPage, testInfo, 'host-message')

  // A second paid stay, further ahead, made through the API: the other side of the refund policy.
  const later = await data.booking(renter, other, { host, state: 'paid', checkIn: isoDaysFromNow(45) })

  // 6. The next day: the server's scheduler makes the stay active at check-in.
  const moved = await request.post('/api/test/clock/', { data: { advance_days: 1 } })
  expect(moved.ok()).toBe(true)
  // Tokens from before the move have expired by the server's clock.
  const renterAccess = await accessOf(request, renter.email, renter.password)
  expect((await bookingAs(request, renterAccess, bookingId)).status).toBe('active')

  // 7. The renter reviews the stay from the reservation; the listing page counts it.
  await page.goto('/user-panel/reservations')
  await expect(card.getByText('Ongoing', { exact: true })).toBeVisible()
  await expect(card.getByText(`You are staying here until ${displayDate(stay.checkOut)}.`)).toBeVisible()
  await card.getByRole('button', { name: 'Add review' }).click()
  const reviewDialog = page.getByRole('dialog', { name: 'Review your stay' })
  await reviewDialog.getByRole('radio', { name: '5 stars' }).check({ force: true })
  const comment = `Bright, quiet and the host answered within the hour. ${run}`
  await reviewDialog.getByLabel('Your review').fill(comment)
  await reviewDialog.getByRole('button', { name: 'Publish review' }).click()
  await expectToast(page, 'Thank you! Your review is published.')
  await expect(card.getByRole('button', { name: 'Add review' })).toHaveCount(0)

  const reviews = (await (
    await request.get(`/api/properties/${home.property_id}/reviews/?page_size=100`)
  ).json()) as TPage<TReview>
  expect(reviews.results.find((review) => review.booking === bookingId)).toMatchObject({
    rating: 5,
    comment,
  })
  const average = reviews.results.reduce((sum, review) => sum + review.rating, 0) / reviews.count
  await page.goto(`/House/${home.property_id}`)
  const reviewsSection = page.getByRole('region', { name: 'Reviews' })
  await expect(reviewsSection).toContainText(average.toFixed(1))
  await expect(reviewsSection).toContainText(reviews.count === 1 ? '1 review' : `${reviews.count} reviews`)
  // The newest review comes first, with its stars.
  const mine = reviewsSection.getByRole('listitem').filter({ hasText: comment })
  await expect(mine).toBeVisible()
  await expect(mine.getByRole('img', { name: '5 stars out of 5' })).toBeVisible()
  await screenshot(page, testInfo, 'listing-reviewed')

  // 8. Cancelling: the policy and what it gives back are shown first, then the card keeps the refund.
  const current = await bookingAs(request, renterAccess, bookingId)
  await page.goto('/user-panel/reservations')
  await card.getByRole('button', { name: 'Cancel rental' }).click()
  let cancel = page.getByRole('dialog', { name: 'Cancel this rental?' })
  await expect(cancel.getByText('Cancellation policy')).toBeVisible()
  await expect(
    cancel.getByText(
      `Check-in is less than 30 days away: the first month’s rent (${usd(current.monthly_rent)}) is kept and $0 will be refunded. The service fee (${usd(current.service_fee)}) is not.`,
    ),
  ).toBeVisible()
  await screenshot(page, testInfo, 'cancel-active')
  await cancel.getByRole('button', { name: 'Cancel rental' }).click()
  await expectToast(page, `Booking cancelled successfully! Refunded: $0. Kept: ${usd(current.monthly_rent)}.`)
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(card.getByText('No refund was due.')).toBeVisible()
  await expect(
    card.getByText(`Kept under the cancellation policy: ${usd(current.monthly_rent)}.`),
  ).toBeVisible()
  expect((await bookingAs(request, renterAccess, bookingId)).status).toBe('cancelled')

  const ahead = await bookingAs(request, renterAccess, later.booking_id)
  expect(ahead.status).toBe('confirmed')
  const aheadCard = page.getByRole('article', { name: ahead.property?.title })
  await aheadCard.getByRole('button', { name: 'Cancel rental' }).click()
  cancel = page.getByRole('dialog', { name: 'Cancel this rental?' })
  await expect(
    cancel.getByText(
      `Check-in is 30 days away or more: ${usd(ahead.monthly_rent)} of rent will be refunded. The service fee (${usd(ahead.service_fee)}) is not.`,
    ),
  ).toBeVisible()
  await cancel.getByRole('button', { name: 'Cancel rental' }).click()
  await expectToast(page, `Booking cancelled successfully! Refunded: ${usd(ahead.monthly_rent)}. Kept: $0.`)
  await expect(aheadCard.getByText('Cancelled', { exact: true })).toBeVisible()
  await expect(
    aheadCard.getByText(`${usd(ahead.monthly_rent)} refunded to your payment method.`),
  ).toBeVisible()
  await screenshot(page, testInfo, 'cancelled')
})
