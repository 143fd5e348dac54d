import { expect, test } from './support/fixtures.ts'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'))
})

test('the search, the list and a home read in French', async ({ page, listing: home }) => {
  await page.goto('/?location=Montreal')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des logements meublés au mois à Montréal')
  await expect(page.getByRole('heading', { level: 2, name: /^[\d\s]+ logements?$/ })).toBeVisible()
  await expect(page.getByText(/^[\d\s]+\$ \/ mois$/).first()).toBeVisible()
  await page.getByRole('button', { name: 'Filtres' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Filtres' }).getByText('Commodités', { exact: true }),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto(`/House/${home.property_id}`)
  for (const heading of ['À propos de ce logement', 'Règles de la maison', 'Avis']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  await expect(page.getByText("Interdit de fumer à l'intérieur")).toBeVisible()
  await page.getByRole('button', { name: 'Se connecter pour réserver' }).click()
  await expect(page.getByRole('alert').first()).toHaveText(
    "Veuillez choisir une date d'arrivée et une date de départ",
  )
})

test('a home and its card read in the reader’s language, in French and in English', async ({
  page,
  data,
  host,
}) => {
  // A home written in both languages, at a price no other spec uses, so the search finds it alone.
  const price = '1873'
  const card = await data.listing(host, {
    title: 'Bright loft on the Plateau',
    titleFr: 'Loft lumineux sur le Plateau',
    descriptionFr: 'Un logement meublé et calme, au mois, près du métro.',
    price,
  })
  const detail = await data.detail(card.property_id)

  await page.goto(`/?location=Montreal&minPrice=${price}&maxPrice=${price}`)
  await expect(page.getByRole('link', { name: card.title_fr, exact: true })).toBeVisible()
  await page.goto(`/House/${card.property_id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title_fr)
  const about = page.getByRole('region', { name: 'À propos de ce logement' })
  await expect(about.getByText(detail.description_fr)).toBeVisible()
  await expect(about.getByText(detail.description, { exact: true })).toHaveCount(0)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `/tmp/i11b-shots/house-fr-${test.info().project.name}.png` })

  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title)
  await expect(
    page.getByRole('region', { name: 'About this place' }).getByText(detail.description),
  ).toBeVisible()
})

test('French place names, addresses, percentages and date fields read naturally', async ({
  page,
  listing: home,
}) => {
  await page.goto('/contact')
  const office = page.locator('address')
  await expect(office).toContainText('1455, rue Peel, bureau 300')
  await expect(office).toContainText('Montréal (Québec) H3A 1T5')
  await expect(office).not.toContainText('Street')

  await page.goto('/Explore')
  await expect(page.getByText('Vieux-Montréal', { exact: true })).toBeVisible()
  await expect(page.getByText('Old Montreal', { exact: true })).toHaveCount(0)

  // "12 %" keeps its number and sign together: a no-break space, never a plain one.
  await page.goto('/fees')
  await expect(page.getByText(/12\u00a0%/).first()).toBeVisible()
  const body = await page.locator('main').innerText()
  expect(body).toMatch(/12\u00a0%/)
  expect(body).not.toMatch(/12 %/)

  await page.goto(`/House/${home.property_id}`)
  const placeholder = page.getByText('Choisir', { exact: true }).first()
  await expect(placeholder).toBeVisible()
  // Whole: neither wrapped nor cut short with an ellipsis.
  expect(await placeholder.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)
  const box = await placeholder.boundingBox()
  const lineHeight = await placeholder.evaluate((node) =>
    Number.parseFloat(getComputedStyle(node).lineHeight),
  )
  // One line tall: the placeholder does not wrap inside the field.
  expect(box?.height ?? 0).toBeLessThan(lineHeight * 1.5)
  await page.screenshot({ path: `/tmp/i11b-shots/listing-dates-fr-${test.info().project.name}.png` })
})
