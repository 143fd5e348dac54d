import { pickDayIn } from './support/date-picker.ts'
import { isoDay } from './support/discovery-helpers.ts'
import { expect, test } from './support/fixtures.ts'

/** The rules every listing page lists, before any the host adds. */
const RULES = ['No smoking inside', 'No pets', 'Quiet hours after 10 PM', 'Check-out before 11:00 AM']

test('a listing page shows its sections and prices a valid stay, refusing an invalid one', async ({
  page,
  data,
  host,
}) => {
  // A home of a new host, open for a year from tomorrow: free from the 10th two months ahead for
  // three months, with no reserved date and no review yet.
  const [checkIn, lastCheckOut] = [isoDay(2, 10), isoDay(5, 10)]
  const listing = await data.listing(host)
  const detail = await data.detail(listing.property_id)
  expect(detail.free_dates.some((free) => free.start_date <= checkIn && free.end_date >= lastCheckOut)).toBe(
    true,
  )
  const id = detail.property_id

  await page.goto(`/house/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title)
  await expect(page.getByRole('banner')).toHaveCSS('position', 'relative')
  await expect(page.getByRole('search')).toHaveCount(0)
  for (const heading of [
    'About this place',
    'What this place offers',
    'House rules',
    'Availability',
    'Full address',
    'Reviews',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: /^Hosted by / })).toBeVisible()
  for (const rule of RULES) {
    await expect(page.getByText(rule, { exact: true })).toBeVisible()
  }
  await expect(page.getByText(detail.address_street, { exact: true })).toBeVisible()
  if (detail.reserved_dates.length === 0) await expect(page.getByText('No reserved dates')).toBeVisible()
  else await expect(page.getByText(/^\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}$/).first()).toBeVisible()
  if (detail.review_count === 0) {
    await expect(page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet')).toBeVisible()
  }

  const panel = page.getByRole('region', { name: /\/ month/ })
  // The booking panel's own error texts.
  await panel.getByRole('button', { name: 'Log in to request' }).click()
  await expect(panel.getByRole('alert')).toHaveText('Please select both check-in and check-out dates')
  await panel.getByRole('button', { name: /Check-out/ }).click()
  await expect(panel.getByRole('alert')).toHaveText('Please select check-in date first.')

  // A stay shorter than a month cannot even be picked: those check-out days are disabled.
  await panel.getByRole('button', { name: /Check-in/ }).click()
  await pickDayIn(panel.getByRole('dialog', { name: 'Check-in' }), isoDay(2, 10))
  const checkOut = panel.getByRole('dialog', { name: 'Check-out' })
  await expect(
    checkOut
      .locator('.rdp-month')
      .first()
      .getByRole('button', { name: /\b5th\b/ }),
  ).toBeDisabled()
  await expect(panel.getByText('Monthly rent')).toBeHidden()

  // Three months: the server's quote, with 12% of one month as the fee.
  await pickDayIn(checkOut, isoDay(5, 10))
  const rent = Number(detail.price_per_month)
  const money = (value: number) =>
    `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2 })}`
  const fee = Math.round(rent * 12) / 100
  await expect(panel.getByRole('definition').nth(0)).toHaveText(money(rent))
  await expect(panel.getByRole('definition').nth(1)).toHaveText('3 months')
  await expect(panel.getByRole('term').nth(3)).toHaveText('Service fee (12% of the first month)')
  await expect(panel.getByRole('definition').nth(3)).toHaveText(money(fee))
  await expect(panel.getByRole('term').nth(4)).toHaveText('Due when your stay is confirmed')
  await expect(panel.getByRole('definition').nth(4)).toHaveText(money(rent + fee))
  await expect(panel.getByRole('alert')).toHaveCount(0)

  // Visitors are asked to log in to send a request.
  await panel.getByRole('button', { name: 'Log in to request' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
})

test('an unknown home gets a friendly page with a way back', async ({ page }) => {
  await page.goto('/House/99999999')
  await expect(page.getByRole('heading', { name: "We couldn't find this home" })).toBeVisible()
  await page.getByRole('link', { name: 'Browse homes' }).click()
  await expect(page).toHaveURL(/\/$/)
})
