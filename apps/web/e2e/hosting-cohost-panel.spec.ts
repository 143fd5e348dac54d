import { pickDate } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn } from './support/hosting-app.ts'
import { pngFile } from './support/hosting-files.ts'
import { expectToast } from './support/toasts.ts'

// A new host with one published home (the `listing` fixture, shared with the test) for each test.
test.beforeEach(async ({ page, host, listing: _listing }) => {
  await logIn(page, host.email, host.password)
})

test('the dashboard shows real figures and leads to the listings', async ({ page }) => {
  await page.goto('/cohost-panel')
  // The co-host panel opens on my listings.
  await expect(page).toHaveURL('/cohost-panel/properties')
  await expect(page.getByText('Co-Host Panel', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'My properties', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bookings and visits' })).toBeVisible()
  // On the 390 px layout the tabs row scrolls sideways to centre the current tab. It used to glide
  // there when the page opened, and a tap made meanwhile landed beside "Dashboard" (twice in CI);
  // it is placed at once now (panel-layout.tsx). Tap again until it leads on all the same, as a
  // person whose tap missed would.
  const dashboard = page
    .getByRole('navigation', { name: 'Panel sections' })
    .getByRole('link', { name: 'Dashboard' })
  await expect(async () => {
    await dashboard.click()
    await expect(page).toHaveURL('/cohost-panel/dashboard', { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByRole('heading', { name: 'Your listings' })).toBeVisible()
  const published = page.getByRole('link', { name: /Published/ })
  await expect(published).toContainText(/\d+/)
  await expect(page.getByRole('heading', { name: 'Upcoming reserved dates' })).toBeVisible()
  await published.click()
  await expect(page).toHaveURL('/cohost-panel/properties')
})

test('the listing modal: view, edit and save, then reserved dates one at a time', async ({
  page,
  listing,
}) => {
  // A whole listing edit and three reserved-date changes: 57 s on a loaded machine, 60 s allowed.
  test.setTimeout(120_000)
  await page.goto('/cohost-panel/properties')
  const { title } = listing
  const card = page.getByRole('article').filter({ hasText: title })
  // The card shows the monthly rent the host charges ($1,200), then the spec's nightly price.
  await expect(card.getByText('$1,200 / month', { exact: true })).toBeVisible()
  await expect(card.getByText(/^\$\d+(\.\d{2})? \/ night$/)).toBeVisible()
  await card.getByRole('button', { name: title }).click()

  // View mode.
  const modal = page.getByRole('dialog', { name: title })
  await expect(modal.getByRole('heading', { name: 'Address' })).toBeVisible()
  await expect(modal.getByRole('heading', { name: 'Reserved dates' })).toBeVisible()

  // Edit mode: change a field, add a photo, save.
  await modal.getByRole('button', { name: 'Edit', exact: true }).click()
  const newTitle = `${title.slice(0, 80)} (renovated)`
  await modal.getByLabel('Title', { exact: true }).fill(newTitle)
  await modal.getByLabel('Price per month (USD)', { exact: true }).fill('1725.50')
  await modal.getByLabel('Photos', { exact: true }).setInputFiles(pngFile('new-view.png', [200, 180, 150]))
  await expect(modal.getByRole('img', { name: 'new-view.png' })).toBeVisible()
  await modal.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Property updated successfully!')
  const saved = page.getByRole('dialog', { name: newTitle })
  await expect(saved.getByText('$1,725.50 / month')).toBeVisible()
  // The list behind the modal follows (the modal hides it from the accessibility tree meanwhile).
  await expect(page.locator('article').filter({ hasText: newTitle })).toHaveCount(1)

  // Reserved dates: both dates needed, then add, edit and delete, each with its own call.
  await saved.getByRole('button', { name: 'Edit', exact: true }).click()
  const add = saved.getByRole('button', { name: 'Add reserved dates' })
  await add.click()
  await expect(saved.getByText('Start date and end date are required.')).toBeVisible()
  const start = isoDaysFromNow(300)
  const end = isoDaysFromNow(330)
  const adding = saved.getByRole('group', { name: 'Add reserved dates' })
  await pickDate(adding, 'Start date', start)
  await pickDate(adding, 'End date', end)
  await add.click()
  await expectToast(page, 'Reserved date added successfully!')
  const range = `${start.replaceAll('-', '/')} – ${end.replaceAll('-', '/')}`
  await saved.getByRole('button', { name: `Edit the reserved dates ${range}` }).click()
  const laterEnd = isoDaysFromNow(345)
  await pickDate(saved.getByRole('listitem').filter({ hasText: 'Save the dates' }), 'End date', laterEnd)
  await saved.getByRole('button', { name: 'Save the dates' }).click()
  await expectToast(page, 'Reserved date updated successfully!')
  const newRange = `${start.replaceAll('-', '/')} – ${laterEnd.replaceAll('-', '/')}`
  await saved.getByRole('button', { name: `Delete the reserved dates ${newRange}` }).click()
  await saved.getByRole('button', { name: 'Delete these dates' }).click()
  await expectToast(page, 'Reserved date deleted successfully!')
  await expect(saved.getByText(newRange)).toHaveCount(0)

  // Cancel leaves edit mode.
  await saved.getByRole('button', { name: 'Cancel', exact: true }).last().click()
  await expect(saved.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
})

test('a listing is deleted after a confirmation', async ({ page, data, host }) => {
  // Two homes: one goes, the other stays.
  const { title } = await data.listing(host, { title: 'Loft to delete' })
  await page.goto('/cohost-panel/properties')
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(page.getByRole('article')).toHaveCount(2)
  const before = await page.getByRole('article').count()
  await card.getByRole('button', { name: title }).click()
  const modal = page.getByRole('dialog', { name: title })
  await modal.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(modal.getByText('Delete this listing?')).toBeVisible()
  await modal.getByRole('button', { name: 'Delete the listing' }).click()
  await expectToast(page, 'Property deleted successfully!')
  await expect(modal).toHaveCount(0)
  await expect(page.getByRole('article')).toHaveCount(before - 1)
})

test('a failed list load says so and retries', async ({ page }) => {
  // The first load and its two automatic retries fail.
  let failures = 3
  await page.route('**/api/host-properties/**', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 500, json: { code: 'server_error', message: 'x', detail: 'x' } })
      : route.fallback(),
  )
  await page.goto('/cohost-panel/properties')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to fetch properties. Please try again later.' }),
  ).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('article').first()).toBeVisible()
})
