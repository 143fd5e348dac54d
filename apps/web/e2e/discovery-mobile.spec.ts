import { resultCards, resultsHeading, searchApi } from './support/discovery-helpers.ts'
import { expect, test } from './support/fixtures.ts'

test.describe('mobile search overlay', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'The overlay is the mobile search.')

  test('one block open at a time, choices close their block, search closes the overlay', async ({
    page,
    request,
  }) => {
    await page.goto('/blogs')
    await page.getByRole('button', { name: /^Search homes: where/ }).click()
    const overlay = page.getByRole('dialog', { name: 'Find your next home' })
    await expect(overlay).toBeVisible()
    const block = (name: string) => overlay.getByRole('button', { name: new RegExp(`^${name}`) })

    // Where is open first; opening another block closes it.
    await expect(block('Where')).toHaveAttribute('aria-expanded', 'true')
    await block('Property type').click()
    await expect(block('Property type')).toHaveAttribute('aria-expanded', 'true')
    await expect(block('Where')).toHaveAttribute('aria-expanded', 'false')
    await expect(overlay.getByRole('searchbox', { name: 'Search a city' })).toBeHidden()

    // Choosing a type closes its block; the results behind follow at once.
    await overlay.getByRole('button', { name: 'Private room', exact: true }).click()
    for (const name of ['Where', 'Property type', 'Move-in', 'Price']) {
      await expect(block(name)).toHaveAttribute('aria-expanded', 'false')
    }
    await expect(block('Property type')).toContainText('Private room')
    await expect(page).toHaveURL(/\/\?type=private_room$/)

    // Tapping an open block closes it; choosing a location resets the open block.
    await block('Price').click()
    await expect(overlay.getByRole('slider', { name: 'Minimum price per month' })).toBeVisible()
    await block('Price').click()
    await expect(block('Price')).toHaveAttribute('aria-expanded', 'false')
    await block('Where').click()
    await overlay.getByRole('searchbox', { name: 'Search a city' }).fill('MONT')
    await overlay
      .getByRole('list', { name: 'Suggested cities' })
      .getByRole('button', { name: /^Montreal \d+ homes$/ })
      .click()
    for (const name of ['Where', 'Property type', 'Move-in', 'Price']) {
      await expect(block(name)).toHaveAttribute('aria-expanded', 'false')
    }
    await expect(page).toHaveURL(/\/\?city=Montreal&type=private_room$/)

    // The page behind does not scroll while the overlay is open.
    const scrollBefore = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore)

    await overlay.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(overlay).toBeHidden()
    const expected = await searchApi(request, 'city=Montreal&type=private_room&page_size=1')
    await expect(resultsHeading(page)).toHaveText(new RegExp(`^${expected.count} homes?$`))
    await expect(page.getByRole('button', { name: /^Search homes: where/ })).toContainText('Montreal')
    for (const text of await resultCards(page).locator('p:first-of-type').allTextContents()) {
      // A private room of any home type: 'Apartment · Private room · Montréal'.
      expect(text).toMatch(/^[^·]+ · Private room · Montréal$/)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
  })

  test('the map is one tap away and back', async ({ page }) => {
    await page.goto('/?location=Montreal')
    await expect(resultCards(page).first()).toBeVisible()
    await page.getByRole('button', { name: 'Show map' }).click()
    await expect(page.getByRole('complementary', { name: 'Map of the results' })).toBeVisible()
    // How many homes the map holds, whichever way it says it (past 300 markers it says how many it shows).
    await expect(
      page.getByText(/^Homes in this area: \d+|^Showing [\d,]+ of [\d,]+ homes here/),
    ).toBeVisible()
    await expect(resultCards(page).first()).toBeHidden()
    await page.getByRole('button', { name: 'Show list' }).click()
    await expect(resultCards(page).first()).toBeVisible()
  })
})
