import type { TNotification, TPage, TSavedSearch } from '@demeure/shared'
import { expect, test } from './support/fixtures.ts'
import { apiAsPage, logIn } from './support/hosting-app.ts'
import { reviewShot } from './support/review-shot.ts'

test('a renter saves the search they see, is told of a new home matching it, and manages it in the panel', async ({
  page,
  data,
  host,
  renter,
}, testInfo) => {
  const word = data.unique()
  await logIn(page, renter.email, renter.password)
  await page.goto(`/?location=${encodeURIComponent(word)}`)
  await page.getByRole('button', { name: 'Save this search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this search' })
  await dialog.getByLabel('Name').fill(`Lofts ${word}`)
  await expect(dialog.getByLabel('Alerts')).toHaveValue('instant')
  await page.screenshot({ path: testInfo.outputPath('save-dialog.png') })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Search saved. We will tell you of new homes.')).toBeVisible()
  const [saved] = await apiAsPage<TSavedSearch[]>(page, '/api/saved-searches/')
  expect(saved?.criteria).toEqual({ location: word })

  // A home with the word in its title is published: the renter is told in-app.
  const listing = await data.listing(host, { title: `Loft ${word}` })
  await expect
    .poll(async () => {
      const notices = await apiAsPage<TPage<TNotification>>(page, '/api/notifications/')
      return notices.results
        .filter((notice) => notice.kind === 'saved_search_match')
        .map((notice) => notice.link)
    })
    .toEqual([`/House/${listing.property_id}`])

  await page.goto('/user-panel/saved-searches')
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: `Lofts ${word}` })
  await expect(row.getByText('Right away', { exact: true })).toBeVisible()
  await reviewShot(page, testInfo.outputPath('saved-searches.png'))

  // Renamed, once a day.
  await row.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit saved search' })
  await edit.getByLabel('Name').fill(`Daily lofts ${word}`)
  await edit.getByLabel('Alerts').selectOption('daily')
  await edit.getByRole('button', { name: 'Save' }).click()
  const renamed = page.getByRole('listitem').filter({ hasText: `Daily lofts ${word}` })
  await expect(renamed.getByText('Once a day', { exact: true })).toBeVisible()

  // Opening it shows its results.
  await renamed.getByRole('link', { name: 'See homes' }).click()
  await expect(page).toHaveURL(new RegExp(`/\\?location=${word}$`))
  await expect(page.getByRole('link', { name: listing.title }).first()).toBeVisible()

  await page.goto('/user-panel/saved-searches')
  await page.getByRole('button', { name: `Delete the saved search Daily lofts ${word}` }).click()
  await expect(page.getByText('No saved searches yet')).toBeVisible()
})
