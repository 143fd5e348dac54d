import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'

const saveButton = (title: string) => ({ name: `Save ${title} to your saved homes`, exact: true })
const removeButton = (title: string) => ({ name: `Remove ${title} from your saved homes`, exact: true })

test("a visitor's hearts follow them into their account, and a home its host archived says so", async ({
  page,
  data,
  host,
}, testInfo) => {
  const loft = await data.listing(host, { title: 'Saved loft' })
  const studio = await data.listing(host, { title: 'Saved studio' })
  const renter = await data.account('Inès', 'Roy')

  // A visitor hearts one home on its result card…
  await page.goto(`/?location=${encodeURIComponent(loft.title)}`)
  await page.getByRole('button', saveButton(loft.title)).click()
  await expect(page.getByRole('button', removeButton(loft.title))).toHaveAttribute('aria-pressed', 'true')
  await page.screenshot({ path: testInfo.outputPath('result-card.png') })
  // …and another on its page.
  await page.goto(`/House/${studio.property_id}`)
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

  // The host removes the loft: saved, it is archived instead, and its saver is told.
  const removed = await page.request.delete(`/api/host-properties/${loft.property_id}/`, {
    headers: { Authorization: `Bearer ${host.access}` },
  })
  expect(removed.status()).toBe(204)
  await page.reload()
  await expect(cardOf(loft.title).getByText('Archived by the host')).toBeVisible()
  await expect(cardOf(studio.title).getByText('Archived by the host')).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('saved-homes.png'), fullPage: true })

  // Un-hearting a saved home takes it off the list.
  await page.getByRole('button', removeButton(studio.title)).click()
  await expect(cardOf(studio.title)).toHaveCount(0)
  await expect(cardOf(loft.title)).toBeVisible()
})
