import { expect, test } from './support/fixtures.ts'

/*
 * The terms of use are a contract of adhesion: they open in French whatever the interface language
 * (Charter of the French language, s. 55; docs/product-rules.md, "Terms of use"), and one control
 * shows the English translation. Reached from the footer and from sign-up.
 */
test('the terms open in French from an English interface, and switch to English', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Furnished monthly stays in Montreal' })).toBeVisible()
  // Scrolling to the footer loads the results' next pages (the first three load by scrolling), which
  // moves the footer down, and a click aimed at where it was lands on the list: aim again until the
  // terms open.
  await expect(async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).click({ timeout: 5000 })
    await expect(page).toHaveURL(/\/terms$/, { timeout: 2000 })
  }).toPass({ timeout: 20_000 })

  const article = page.locator('article[lang]')
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible()
  await expect(article).toHaveAttribute('lang', 'fr')
  await expect(page.getByText(/12\s%\sdu loyer du premier mois/)).toBeVisible()
  await expect(page).toHaveTitle('Conditions d’utilisation · Demeure')
  await page.screenshot({ path: testInfo.outputPath('terms-fr.png'), fullPage: false })

  await page.getByRole('button', { name: 'Read in English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
  await expect(article).toHaveAttribute('lang', 'en')
  await expect(page.getByText(/12% of the first month’s rent/)).toBeVisible()
  await expect(page.getByTestId('terms-version')).toContainText('translation of the French version')
  await page.screenshot({ path: testInfo.outputPath('terms-en.png'), fullPage: false })

  await page.getByRole('button', { name: 'Lire en français' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible()
  await page.getByRole('link', { name: 'Lire notre politique de confidentialité' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
})

test('sign-up says that creating an account accepts the terms, in both languages', async ({
  page,
}, testInfo) => {
  await page.goto('/signup')
  const terms = page.getByTestId('signup-terms')
  await expect(terms).toHaveText('By creating an account, you accept the terms of use.')
  await terms.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('signup-terms.png') })
  await expect(terms.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms')

  await page.goto('/signup?lang=fr')
  await expect(terms).toHaveText('En créant un compte, vous acceptez les conditions d’utilisation.')
  await expect(terms.getByRole('link', { name: 'conditions d’utilisation' })).toHaveAttribute(
    'href',
    '/terms',
  )
  // The footer names the page in the interface's language too.
  await page.goto('/about')
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Conditions d’utilisation' }),
  ).toHaveAttribute('href', '/terms')
})
