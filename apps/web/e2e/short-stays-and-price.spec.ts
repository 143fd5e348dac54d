import type { Locator } from '@playwright/test'
import { dayButton, pickDate } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'

/*
 * Québec's short-stay rule on the listing page (docs/product-rules.md, "Short stays"): 31 nights or
 * fewer only on a listing that shows a CITQ number, so a February month (28 nights) is refused
 * without one and can be requested with one; once the dates are known the stay's total leads.
 */

const NO_CITQ_RULE =
  'Stays last from 32 nights to 11 months: this home shows no CITQ registration number, which Québec requires for stays of 31 nights or fewer.'

const isRefused = async (day: Locator) =>
  (await day.isDisabled()) || (await day.getAttribute('aria-disabled')) === 'true'

// Next year's February: always ahead, and 28 nights from the 1st to March 1st.
const year = new Date().getFullYear() + 1
const february = `${year}-02-01`
const marchFirst = `${year}-03-01`
const availability = [{ start_date: february, end_date: `${year}-09-30` }]

test('a February month needs a CITQ number; with one it can be asked for, and its total comes first', async ({
  page,
  data,
  host,
}) => {
  const plain = await data.listing(host, { availability, title: 'No CITQ flat', citq: '' })
  const registered = await data.listing(host, {
    availability,
    citq: 'CITQ 123 456',
    title: 'Registered flat',
  })

  await page.goto(`/House/${plain.property_id}`)
  const plainPanel = page.getByRole('region', { name: /\/ month/ })
  await expect(plainPanel.getByText(NO_CITQ_RULE)).toBeVisible()
  await pickDate(plainPanel, 'Check-in', february)
  const plainCheckOut = plainPanel.getByRole('dialog', { name: 'Check-out' })
  expect(await isRefused(await dayButton(plainCheckOut, marchFirst))).toBe(true)
  // The 32nd night is the first check-out a stay here may have.
  expect(await isRefused(await dayButton(plainCheckOut, `${year}-03-05`))).toBe(false)

  await page.goto(`/House/${registered.property_id}`)
  await expect(page.getByTestId('citq-number')).toContainText('CITQ registration #: 123456')
  const panel = page.getByRole('region', { name: /\/ month/ })
  await pickDate(panel, 'Check-in', february)
  await pickDate(panel, 'Check-out', marchFirst)
  const total = panel.getByText('Total for your stay')
  await expect(total).toBeVisible()
  await expect(panel.getByTestId('one-time-fee')).toHaveText('One-time fee $144')
})
