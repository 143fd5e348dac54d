import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'
import { blocksPng } from './support/png.ts'

test.describe.configure({ timeout: 120_000 })

// docs/product-rules.md, "Held for review: copied photos and prices far below the area".
test('staff see a listing held for a copied photo and a price far below the area, with the figures', async ({
  page,
  data,
}, testInfo) => {
  const staff = await data.staff()
  const owner = await data.host('Chloé', 'Tremblay')
  const photo = { name: 'living-room.png', mimeType: 'image/png', buffer: blocksPng(480) }
  const original = await data.listing(owner, { title: 'Sunny flat on Henri-Julien', photo })
  // Five comparable published homes (Montreal, apartment, one bedroom), at $1,200 a month.
  for (let i = 0; i < 5; i++) await data.listing(owner, { title: 'Comparable flat' })

  const copier = await data.host('Marc', 'Lefebvre')
  const held = await data.listing(copier, {
    title: 'Bargain flat',
    price: '400',
    photo: { ...photo, name: 'my-flat.png' },
    isPublished: false,
  })

  await logIn(page, staff.email, staff.password)
  for (const language of ['en', 'fr'] as const) {
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language)
    await page.goto('/admin?queue=listings')
    const card = page.getByRole('article').filter({ hasText: held.title })
    const words =
      language === 'en'
        ? {
            held: 'Held for review',
            copied: "A photo matches a photo of another host's listing",
            other: `“${original.title}” by ${owner.name}`,
            price:
              /\$400\.00 a month, under half the median of \$[\d,.]+ a month of \d+ comparable published homes/,
          }
        : {
            held: 'Retenue pour vérification',
            copied: 'Une photo correspond à celle de l’annonce d’un autre hôte',
            other: `«\u00a0${original.title}\u00a0» de ${owner.name}`,
            price:
              /400,00\s\$\spar\smois, moins de la moitié de la médiane de [\d\s,]+\$\spar\smois de \d+ logements comparables publiés/,
          }
    const holds = card.getByRole('region', { name: words.held })
    await expect(holds).toBeVisible()
    await expect(holds.getByText(words.copied)).toBeVisible()
    // Both photos side by side: this listing's and the other host's, named.
    await expect(holds.getByRole('img')).toHaveCount(2)
    await expect(holds.getByRole('img', { name: words.other })).toBeVisible()
    await expect(holds.getByText(words.price)).toBeVisible()
    await holds.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`held-listing-${language}.png`) })
  }
})
