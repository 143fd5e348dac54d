import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

/*
 * The server draws a page's first screen into its HTML (apps/api/src/modules/pages/first-screen.ts);
 * the app takes its place once the page has its own content (src/lib/first-screen.ts).
 */

/** Where the page's title and first photo sit, to compare the server's drawing with the app's. */
async function boxes(page: Page) {
  const box = async (selector: string) => page.locator(selector).first().boundingBox()
  return { title: await box('h1'), photo: await box('main img, #app-shell img') }
}

/** Layout shifts of the page so far, as the browser counts them for CLS. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )

test('without JavaScript a listing page shows its title and photos, and its links work', async ({
  browser,
  data,
  host,
}) => {
  const listing = await data.listing(host)
  const detail = await data.detail(listing.property_id)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/House/${detail.property_id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title)
  const photo = page.getByRole('img', { name: `${detail.title}, photo 1` })
  await expect(photo).toBeVisible()
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  // A plain link home: the page does not need the app to be left.
  await page.getByRole('link', { name: 'Browse homes' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Furnished monthly stays in Montreal')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/\d+ homes/)
  expect(await page.locator('#app-shell article').count()).toBeGreaterThan(0)
  await context.close()
})

test('the app takes the first screen’s place without moving anything', async ({ browser, data, host }) => {
  const listing = await data.listing(host)
  const url = `/House/${listing.property_id}`

  const bare = await browser.newContext({ javaScriptEnabled: false })
  const drawn = await bare.newPage()
  await drawn.goto(url)
  const server = await boxes(drawn)
  await bare.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  // The app has taken over: the booking panel is its own, and the stand-in is gone.
  await expect(page.getByRole('button', { name: 'Request a visit' })).toBeVisible()
  await expect(page.locator('#app-shell')).toHaveCount(0)
  const app = await boxes(page)
  expect(app.title).toEqual(server.title)
  expect(app.photo).toEqual(server.photo)
  expect(await layoutShift(page)).toBeLessThan(0.01)
  await context.close()
})

test('the map’s chip says it is loading, then counts the homes in view', async ({ page }) => {
  await page.goto('/map')
  const chip = page.locator('output[aria-live="polite"]')
  await expect(chip).toHaveText(/Homes in this area: \d+|Showing \d+ of \d+ homes here/)
  await expect(page.locator('#app-shell')).toHaveCount(0)
})
