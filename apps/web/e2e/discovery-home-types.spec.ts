import type { Page, TestInfo } from '@playwright/test'
import { isMobile } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'

/**
 * One list of home types (docs/product-rules.md, "Home types"): the host form offers it, the
 * search filter offers it and "Private room", and a home of a type from the host's list is found
 * by the filter of that type, in English and in French.
 */
const LANGUAGES = {
  en: {
    formLabel: 'Property type',
    choose: 'Choose…',
    types: [
      'Apartment',
      'Studio',
      'Condo',
      'Suite',
      'Serviced apartment',
      'House',
      'Townhouse',
      'Guest house',
      'Cabin or cottage',
      'Other',
    ],
    privateRoom: 'Private room',
    openSearch: /^Search homes: where/,
    overlay: 'Find your next home',
    submit: 'Search',
  },
  fr: {
    formLabel: 'Type de logement',
    choose: 'Choisir…',
    types: [
      'Appartement',
      'Studio',
      'Condo',
      'Suite',
      'Appartement avec services',
      'Maison',
      'Maison de ville',
      'Maison d’invités',
      'Chalet',
      'Autre',
    ],
    privateRoom: 'Chambre privée',
    openSearch: /^Chercher un logement/,
    overlay: 'Trouvez votre prochain chez-vous',
    submit: 'Rechercher',
  },
} as const
type TLanguage = keyof typeof LANGUAGES

/** Opens the type filter (the bar's dropdown, or its block of the mobile overlay). */
async function openTypeFilter(page: Page, testInfo: TestInfo, language: TLanguage) {
  const words = LANGUAGES[language]
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: words.openSearch }).click()
    const overlay = page.getByRole('dialog', { name: words.overlay })
    await overlay.getByRole('button', { name: new RegExp(`^${words.formLabel}`) }).click()
    return overlay.getByRole('list', { name: words.formLabel })
  }
  await page
    .getByRole('search')
    .getByRole('button', { name: new RegExp(words.formLabel) })
    .click()
  return page.getByRole('list', { name: words.formLabel })
}

for (const [language, type, label] of [
  ['en', 'studio', 'Studio'],
  ['fr', 'townhouse', 'Maison de ville'],
] as const) {
  test(`a host's ${type} is found by the "${label}" filter (${language})`, async ({
    page,
    data,
    host,
  }, testInfo) => {
    const words = LANGUAGES[language]
    const home = await data.listing(host, { title: `Home types walk ${type}`, listingType: type })

    // The host's form offers the one list, in the reader's language.
    await logIn(page, host.email, host.password)
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language)
    await page.goto('/cohost-panel/properties/new')
    const select = page.getByLabel(words.formLabel, { exact: true })
    await expect(select.locator('option')).toHaveText([words.choose, ...words.types])
    await select.selectOption({ label })
    await expect(select).toHaveValue(type)
    await select.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath(`form-type-${language}.png`) })

    // A renter searches the home's title, then filters on its type.
    await page.goto(`/?location=${encodeURIComponent(home.title)}`)
    const card = page.getByRole('article').filter({ hasText: home.title })
    await expect(card).toBeVisible()
    const filter = await openTypeFilter(page, testInfo, language)
    await expect(filter.getByRole('button')).toHaveText([...words.types, words.privateRoom])
    await page.screenshot({ path: testInfo.outputPath(`filter-${language}.png`) })
    await filter.getByRole('button', { name: label, exact: true }).click()
    if (isMobile(testInfo)) {
      await page
        .getByRole('dialog', { name: words.overlay })
        .getByRole('button', { name: words.submit })
        .click()
    }
    await expect(page).toHaveURL(new RegExp(`[?&]type=${type}(&|$)`))
    await expect(card).toBeVisible()
    await expect(card).toContainText(`${label} · Montréal`)

    // Another type leaves it out.
    await page.goto(`/?location=${encodeURIComponent(home.title)}&type=apartment`)
    await expect(page.getByRole('heading', { level: 2, name: /^0 / })).toBeVisible()
    await expect(card).toBeHidden()
  })
}
