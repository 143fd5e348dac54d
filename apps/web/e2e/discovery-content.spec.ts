import type { TBlogCard, TBlogPost } from '@demeure/shared'
import { expect, test } from '@playwright/test'

// The blog's posts are the demo's own (only staff write posts, and no spec does): these tests read
// them as the blog shows them, whatever they are.

test('the blog lists its posts and opens one', async ({ page, request }) => {
  const posts = (await (await request.get('/api/blogs?page_size=100')).json()).results as TBlogCard[]
  const first = posts[0] as TBlogCard
  await page.goto('/blogs')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(posts.length)
  await expect(cards.first().getByRole('heading')).toHaveText(first.title)
  await expect(cards.first()).toContainText(first.brief_description)
  await expect(cards.first()).toContainText(
    `${first.created_date.replaceAll('-', '/')} · by ${first.writer_name}`,
  )

  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(`/blogs/${first.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
  expect(await page.getByRole('article').locator('p').count()).toBeGreaterThan(3)
  await page.getByRole('link', { name: 'All stories' }).first().click()
  await expect(page).toHaveURL('/blogs')

  // A French reader following a link to the English post reads the same story in French.
  const english = (await (await request.get(`/api/blogs/${first.id}`)).json()) as TBlogPost
  const french = (await (await request.get(`/api/blogs/${english.translation_id}`)).json()) as TBlogPost
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.goto(`/blogs/${first.id}`)
  await expect(page).toHaveURL(`/blogs/${english.translation_id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title)
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))

  await page.goto('/blogs/99999')
  await expect(page.getByRole('heading', { name: 'This story could not be found' })).toBeVisible()
})

test('the fee page works the example out from the 12% rule', async ({ page }) => {
  await page.goto('/fees')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One clear fee, paid once')
  const example = page.getByRole('region', { name: 'A worked example' })
  await expect(example).toContainText('You rent a home at $1,150 a month for 4 months.')
  await expect(example).toContainText('Service fee (12% of the first month)$138')
  await expect(example).toContainText('Due when your stay is confirmed$1,288')
  await expect(example).toContainText('Total for 4 months$4,738')
})

test('the footer leads to the FAQ, the host guide and the listing page', async ({ page }) => {
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('link', { name: 'FAQs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible()
  await page.getByText('How long can I stay?').click()
  await expect(page.getByText('From 1 to 11 months.', { exact: false })).toBeVisible()
  await footer.getByRole('link', { name: 'Host guide' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Host guide' })).toBeVisible()
  await footer.getByRole('link', { name: 'List your property' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'List your furnished home' })).toBeVisible()
})

test('explore leads to the search for a neighbourhood, and hosting explains the path', async ({ page }) => {
  await page.goto('/Explore')
  await expect(page.getByRole('heading', { name: 'Montreal, neighbourhood by neighbourhood' })).toBeVisible()
  const mileEnd = page.getByRole('link', { name: /^Mile End/ })
  await expect(mileEnd).toContainText(/\d+ homes?/)
  await mileEnd.click()
  await expect(page).toHaveURL('/?location=Mile+End')
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ homes?$/ })).toBeVisible()

  await page.goto('/rentals-managment')
  await expect(page.getByRole('heading', { level: 1, name: 'Host monthly stays with Demeure' })).toBeVisible()
  await expect(
    page.getByText('Renters pay a single 12% service fee on the first month', { exact: false }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Create an account to start' }).click()
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible()
})
