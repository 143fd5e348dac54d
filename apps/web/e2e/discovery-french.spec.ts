import { expect, test } from '@playwright/test'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'))
})

test('the search, the list and a home read in French', async ({ page, request }) => {
  await page.goto('/?location=Montreal')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des logements meublés au mois à Montréal')
  await expect(page.getByRole('heading', { level: 2, name: /^[\d\s]+ logements?$/ })).toBeVisible()
  await expect(page.getByText(/^[\d\s]+\$ \/ mois$/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Filtres' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Filtres' }).getByText('Commodités', { exact: true }),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  const list = await (await request.get('/api/properties/?location=montreal&page_size=1')).json()
  await page.goto(`/House/${list.results[0].property_id}`)
  for (const heading of ['À propos de ce logement', 'Règles de la maison', 'Avis']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByText("Interdit de fumer à l'intérieur")).toBeVisible()
  await page.getByRole('button', { name: 'Se connecter pour réserver' }).click()
  await expect(page.getByRole('alert').first()).toHaveText(
    "Veuillez choisir une date d'arrivée et une date de départ",
  )
})
