import type { TBlogCard, TBlogPost } from '@demeure/shared'
import { expect, test } from './support/fixtures.ts'
import { bearer } from './support/renting-api.ts'

const PARAGRAPHS = [
  'Most leases in Montreal start on July 1st, which leaves January arrivals with furnished rooms.',
  'Start with the neighbourhood: the metro line matters more than the distance on the map.',
  'Ask for a visit by video when you are still abroad, and keep the host’s answers in writing.',
  'Pay through the platform: the first month and the 12% service fee, nothing in cash.',
]

test('the blog lists its posts and opens one', async ({ page, request, data }) => {
  // A story of this test's own, in English and in French, written by staff through the API.
  const staff = await data.staff()
  const id = data.unique()
  const write = async (language: 'en' | 'fr', title: string) => {
    const response = await request.post('/api/admin/blogs/', {
      headers: bearer(staff.access),
      data: {
        title,
        brief_description: `${title}: what to check first.`,
        body: PARAGRAPHS.join('\n\n'),
        writer_name: staff.name,
        language,
        story: `winter-term-${id}`,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    return (await response.json()) as TBlogPost
  }
  const english = await write('en', `Finding a room before the winter term ${id}`)
  const french = await write('fr', `Trouver une chambre avant la session d’hiver ${id}`)

  const posts = (await (await request.get('/api/blogs?page_size=100')).json()).results as TBlogCard[]
  await page.goto('/blogs')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(posts.length)
  const card = cards.filter({ hasText: english.title })
  await expect(card.getByRole('heading')).toHaveText(english.title)
  await expect(card).toContainText(english.brief_description)
  await expect(card).toContainText(`${english.created_date.replaceAll('-', '/')} · by ${staff.name}`)

  await card.getByRole('link').click()
  await expect(page).toHaveURL(`/blogs/${english.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title)
  // The byline and the summary, then the body's paragraphs.
  await expect(page.getByRole('article').locator('p')).toHaveText([
    `${english.created_date.replaceAll('-', '/')} · by ${staff.name}`,
    english.brief_description,
    ...PARAGRAPHS,
  ])
  await page.getByRole('link', { name: 'All stories' }).first().click()
  await expect(page).toHaveURL('/blogs')

  // A French reader following a link to the English post reads the same story in French.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.goto(`/blogs/${english.id}`)
  await expect(page).toHaveURL(`/blogs/${french.id}`)
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
  const count = /(\d+) homes?/.exec((await mileEnd.textContent()) ?? '')?.[1]
  await mileEnd.click()
  // A place is searched as a place (city=), and the results count what its card counted.
  await expect(page).toHaveURL('/?city=Mile+End')
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${count} homes?$`) })).toBeVisible()

  await page.goto('/rentals-managment')
  await expect(page.getByRole('heading', { level: 1, name: 'Host monthly stays with Demeure' })).toBeVisible()
  await expect(
    page.getByText('Renters pay a single 12% service fee on the first month', { exact: false }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Create an account to start' }).click()
  await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible()
})
