import type { Page } from '@playwright/test'
import { dayButton } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow } from './support/hosting-app.ts'

const TOO_SHORT = 'A stay lasts at least a month, and this home is not free for a whole month from that day.'

async function openCheckIn(page: Page, listingId: number) {
  await page.goto(`/House/${listingId}`)
  const panel = page.getByRole('region', { name: /\/ month/ })
  await panel.getByRole('button', { name: /Check-in/ }).click()
  return { panel, calendar: panel.getByRole('dialog', { name: 'Check-in' }) }
}

test('a free gap shorter than a month offers no check-in, and says why when one of its days is picked', async ({
  page,
  data,
  host,
}) => {
  // Free ten nights soon, then for months from six weeks ahead.
  const gap = { start_date: isoDaysFromNow(3), end_date: isoDaysFromNow(12) }
  const long = { start_date: isoDaysFromNow(42), end_date: isoDaysFromNow(250) }
  const listing = await data.listing(host, { availability: [gap, long] })
  const { panel, calendar } = await openCheckIn(page, listing.property_id)

  // The picker opens on the month of the first possible check-in.
  await expect(calendar.locator(`td[data-day="${long.start_date}"]:not([data-outside])`)).toBeVisible()
  const gapDay = await dayButton(calendar, isoDaysFromNow(5))
  await expect(gapDay).toHaveAttribute('aria-disabled', 'true')
  // Still a button a person can press (Playwright holds aria-disabled ones as not actionable).
  await gapDay.click({ force: true })
  await expect(calendar.getByRole('status').filter({ hasText: TOO_SHORT })).toBeVisible()
  await expect(panel.getByRole('button', { name: /Check-in/ })).toContainText('Add date')

  const first = await dayButton(calendar, long.start_date)
  await expect(first).not.toHaveAttribute('aria-disabled', 'true')
  await first.click()
  await expect(panel.getByRole('dialog', { name: 'Check-out' })).toBeVisible()
})

test('a listing free only from next year opens its calendar on its first free month', async ({
  page,
  data,
  host,
}) => {
  const free = { start_date: isoDaysFromNow(400), end_date: isoDaysFromNow(520) }
  const listing = await data.listing(host, { availability: [free] })
  const { calendar } = await openCheckIn(page, listing.property_id)
  const firstDay = calendar.locator(`td[data-day="${free.start_date}"]:not([data-outside])`)
  await expect(firstDay).toBeVisible()
  await expect(firstDay.getByRole('button')).toBeEnabled()
  await expect(firstDay.getByRole('button')).not.toHaveAttribute('aria-disabled', 'true')
})
