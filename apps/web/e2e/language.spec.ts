import { isMobile } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'

test('switching to French persists across a reload', async ({ page }, testInfo) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Furnished monthly stays in Montreal' })).toBeVisible()

  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Français' }).click()
    await page.keyboard.press('Escape')
  } else {
    await page.getByRole('button', { name: 'EN, language: English' }).click()
    await page.getByRole('menuitemradio', { name: 'Français' }).click()
  }
  const frenchTitle = page.getByRole('heading', { name: 'Des logements meublés au mois à Montréal' })
  await expect(frenchTitle).toBeVisible()

  await page.reload()
  await expect(frenchTitle).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr')
  // The server reads this cookie to write the next page's <head> (title, previews) in French.
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')

  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Bon retour parmi nous' })).toBeVisible()
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Veuillez remplir tous les champs')
})
