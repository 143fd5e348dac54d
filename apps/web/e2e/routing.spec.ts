import { logInThroughPage } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'

test.describe(() => {
  // Decided before the fixtures are made.
  test.skip(({ isMobile }) => isMobile, 'The mobile menu always leads to the user panel.')
  test('an unknown path redirects to the home page', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { name: 'Furnished monthly stays in Montreal' })).toBeVisible()
  })

  for (const path of ['/user-panel', '/user-panel/settings', '/cohost-panel', '/cohost-panel/profile']) {
    test(`${path} without a token redirects to /login`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL('/login')
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
    })
  }

  test('login, signup and the AI chat have no header or footer', async ({ page }) => {
    for (const path of ['/login', '/signup', '/ai-chat']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toHaveCount(0)
    }
  })

  test('listing pages keep a relative header in both letter cases; other pages pin it on scroll', async ({
    page,
    listing,
  }) => {
    const { title, property_id: id } = listing
    for (const path of [`/House/${id}`, `/house/${id}`]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCSS('position', 'relative')
      await expect(page.locator('main')).toHaveCSS('padding-top', '0px')
    }

    await page.goto('/about')
    await expect(page.getByRole('heading', { name: 'A calmer way to rent a furnished home' })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCSS('position', 'absolute')
    await expect(page.locator('main')).toHaveCSS('padding-top', '64px')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed')
  })

  test('the static pages show their content', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { name: 'A calmer way to rent a furnished home' })).toBeVisible()
    await page.getByRole('tab', { name: 'Values' }).click()
    await expect(page.getByRole('heading', { name: 'Trust first' })).toBeVisible()

    await page.goto('/contact')
    await expect(page.getByText('We reply to every e-mail within 24 hours.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', /^mailto:/)
  })

  test('a co-host reaches the co-host panel from "my panel"', async ({
    page,
    host,
    listing: _listing,
  }, _testInfo) => {
    await logInThroughPage(page, host.email, host.password)
    expect(await page.evaluate(() => localStorage.getItem('user-type'))).toBe('co-host')
    await page.getByRole('button', { name: /^Account menu for / }).click()
    await page.getByRole('menuitem', { name: 'My panel' }).click()
    await expect(page).toHaveURL('/cohost-panel/properties')
    await expect(page.getByText('Co-Host Panel')).toBeVisible()
    // The list shows what the server holds for this host.
    const count = await page.evaluate(async () => {
      const response = await fetch('/api/host-properties/', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      })
      return (await response.json()).count as number
    })
    if (count === 0) await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible()
    else await expect(page.getByRole('article')).toHaveCount(Math.min(count, 100))
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible()
  })
})

test.describe(() => {
  // Decided before the fixtures are made.
  test.skip(({ isMobile }) => !isMobile, 'Mobile menu only.')
  test('the mobile menu always leads to the user panel, even for a co-host', async ({
    page,
    host,
  }, _testInfo) => {
    await logInThroughPage(page, host.email, host.password)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My panel' }).click()
    await expect(page).toHaveURL('/user-panel')
  })
})
