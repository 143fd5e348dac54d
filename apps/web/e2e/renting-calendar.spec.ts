import type { TListingDetail } from '@demeure/shared'
import type { Page } from '@playwright/test'
import { dayButton, expectDayRefused } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn, toast } from './support/hosting-app.ts'
import { pdfFile } from './support/hosting-files.ts'
import { monthLater } from './support/renting-api.ts'
import type { TAccount, TestData } from './support/test-data.ts'

test.describe.configure({ timeout: 120_000 })

/** A stay's dates, as a listing's page lists its free periods. */
type TPeriod = TListingDetail['free_dates'][number]

/** A stay someone else requested, the host approved and they paid: it holds its dates. */
async function holdStay(data: TestData, host: TAccount, listingId: number, stay: TPeriod) {
  const other = await data.account('Other', 'Moreau')
  await data.booking(
    other,
    { property_id: listingId },
    {
      host,
      state: 'paid',
      checkIn: stay.start_date,
      checkOut: stay.end_date,
      message: 'Held for the calendar test',
    },
  )
}

function bookingPanel(page: Page) {
  return page.getByRole('region', { name: /\/ month/ })
}

test('the calendar offers only free days, and dates taken meanwhile are said once, before any upload', async ({
  page,
  data,
  host,
  listing: home,
  renter,
}) => {
  // The fixture's home is open for a year from tomorrow: free for three months from five weeks ahead.
  const listing = { id: home.property_id, start: isoDaysFromNow(35) }
  const held = { start_date: listing.start, end_date: monthLater(listing.start) }
  await holdStay(data, host, listing.id, held)

  await logIn(page, renter.email, renter.password)
  await page.goto(`/House/${listing.id}`)
  const panel = bookingPanel(page)
  await panel.getByRole('button', { name: /Check-in/ }).click()
  const checkIn = panel.getByRole('dialog', { name: 'Check-in' })
  // Yesterday, the held stay's first and last nights: none can be picked; its check-out day can.
  // On the first of a month yesterday is in a month the calendar does not open at all.
  await expectDayRefused(checkIn, isoDaysFromNow(-1))
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
  await holdStay(data, host, listing.id, mine)
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
