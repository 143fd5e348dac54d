import { pickDate } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn } from './support/hosting-app.ts'
import { reviewShot } from './support/review-shot.ts'

const saveButton = (title: string) => ({ name: `Save ${title} to your saved homes`, exact: true })
const removeButton = (title: string) => ({ name: `Remove ${title} from your saved homes`, exact: true })

const shown = (iso: string) => iso.replaceAll('-', '/')

test("a visitor's hearts follow them into their account with the dates chosen, Saved homes edits those dates, and a home its host archived says so", async ({
  page,
  data,
  host,
}, testInfo) => {
  const loft = await data.listing(host, { title: 'Saved loft' })
  const studio = await data.listing(host, { title: 'Saved studio' })
  const renter = await data.account('Inès', 'Roy')

  const stay = { checkIn: isoDaysFromNow(20), checkOut: isoDaysFromNow(20 + 61) }

  // A visitor hearts one home on its result card, searching by move-in date: the length of the
  // stay is unknown there, so no dates are saved with it…
  await page.goto(`/?location=${encodeURIComponent(loft.title)}&checkIn=${stay.checkIn}`)
  await page.getByRole('button', saveButton(loft.title)).click()
  await expect(page.getByRole('button', removeButton(loft.title))).toHaveAttribute('aria-pressed', 'true')
  await page.screenshot({ path: testInfo.outputPath('result-card.png') })
  // …and another on its page, once a stay is chosen in its booking panel: saved with those dates.
  await page.goto(`/House/${studio.property_id}`)
  const panel = page.getByRole('region', { name: /\/ month/ })
  await pickDate(panel, 'Check-in', stay.checkIn)
  await pickDate(panel, 'Check-out', stay.checkOut)
  await page.getByRole('button', saveButton(studio.title)).click()
  await expect(page.getByRole('button', removeButton(studio.title))).toHaveAttribute('aria-pressed', 'true')
  await page.screenshot({ path: testInfo.outputPath('listing-page.png') })

  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/saved')
  await expect(page.getByRole('heading', { level: 1, name: 'Saved homes' })).toBeVisible()
  const cardOf = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) })
  await expect(cardOf(loft.title)).toBeVisible()
  await expect(cardOf(studio.title)).toBeVisible()
  await expect(page.getByRole('button', removeButton(loft.title))).toHaveAttribute('aria-pressed', 'true')
  // Merged into the account, the browser's own list is gone.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('demeure:visitor-favourites')))
    .toBeNull()

  // The dates chosen on the studio's page came along; the loft, hearted from a card, has none.
  const datesOf = (title: string) => page.getByRole('region', { name: `Dates wanted for ${title}` })
  await expect(datesOf(studio.title)).toContainText(
    `Wanted: ${shown(stay.checkIn)} – ${shown(stay.checkOut)}`,
  )
  await expect(datesOf(loft.title)).toContainText('No dates chosen')

  // Dates are set on the loft from its editor…
  const loftDates = datesOf(loft.title)
  await loftDates.getByRole('button', { name: 'Add dates' }).click()
  const wanted = { checkIn: isoDaysFromNow(40), checkOut: isoDaysFromNow(40 + 92) }
  await pickDate(loftDates, 'Check-in', wanted.checkIn)
  await pickDate(loftDates, 'Check-out', wanted.checkOut)
  await reviewShot(page, testInfo.outputPath('wanted-dates-editor.png'))
  await loftDates.getByRole('button', { name: 'Save dates' }).click()
  const loftWanted = `Wanted: ${shown(wanted.checkIn)} – ${shown(wanted.checkOut)}`
  await expect(loftDates).toContainText(loftWanted)

  // …a check-in moved past the check-out is refused with the shared rule's words, and not saved…
  await loftDates.getByRole('button', { name: 'Change dates' }).click()
  await pickDate(loftDates, 'Check-in', isoDaysFromNow(40 + 100))
  await loftDates.getByRole('button', { name: 'Save dates' }).click()
  await expect(loftDates.getByText('Check-out date must be after check-in date')).toBeVisible()
  await reviewShot(page, testInfo.outputPath('wanted-dates-refused.png'))
  await page.reload()
  await expect(datesOf(loft.title)).toContainText(loftWanted)

  // …and the studio's dates are cleared.
  await datesOf(studio.title).getByRole('button', { name: 'Change dates' }).click()
  await datesOf(studio.title).getByRole('button', { name: 'Clear dates' }).click()
  await expect(datesOf(studio.title)).toContainText('No dates chosen')
  await page.reload()
  await expect(datesOf(studio.title)).toContainText('No dates chosen')

  // The host removes the loft: saved, it is archived instead, and its saver is told.
  const removed = await page.request.delete(`/api/host-properties/${loft.property_id}/`, {
    headers: { Authorization: `Bearer ${host.access}` },
  })
  expect(removed.status()).toBe(204)
  await page.reload()
  await expect(cardOf(loft.title).getByText('Archived by the host')).toBeVisible()
  await expect(cardOf(studio.title).getByText('Archived by the host')).toHaveCount(0)
  await reviewShot(page, testInfo.outputPath('saved-homes.png'))

  // Un-hearting a saved home takes it off the list.
  await page.getByRole('button', removeButton(studio.title)).click()
  await expect(cardOf(studio.title)).toHaveCount(0)
  await expect(cardOf(loft.title)).toBeVisible()
})
