import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

/**
 * The first of `markers` that a click would reach: one near the map's edge can sit under the page
 * header or the map's search box, which would take the click.
 */
async function inView(markers: Locator) {
  for (let index = 0; index < (await markers.count()); index++) {
    const marker = markers.nth(index)
    const isReachable = await marker
      .evaluate((element) => {
        const box = element.getBoundingClientRect()
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return top !== null && (element.contains(top) || top === element.parentElement)
      })
      .catch(() => false)
    if (isReachable) return marker
  }
  return markers.first()
}

/** Zooms into clusters until a price marker shows, then opens its popup. */
async function openAPopup(page: Page) {
  const pill = page.locator('.leaflet-marker-icon[title]:not(.map-cluster) > span')
  // Each try opens a cluster and waits for the markers it splits into (no fixed pause).
  await expect(async () => {
    if ((await pill.count()) > 0) return
    const clusters = page.locator('.leaflet-marker-icon.map-cluster')
    await (await inView(clusters)).click()
    await expect(pill.first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 40_000 })
  const popup = page.locator('.leaflet-popup')
  // Markers move while the map zooms: a marker reachable a moment ago may end under the header, so
  // each try picks again from where they are now.
  await expect(async () => {
    await (await inView(pill)).click({ timeout: 2_000 })
    await expect(popup).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  return popup
}

// The map's search, clusters and popups over the catalogue as it is, whatever homes it holds; this
// test publishes one Montreal home of its own (`listing`) so that there is always one to find.

test('the map page finds a city, shows homes by area and opens a home from its popup', async ({
  page,
  listing,
}) => {
  expect(listing.property_id).toBeGreaterThan(0)
  const viewports: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/properties/map-view/') viewports.push(url.searchParams.get('bbox') ?? '')
  })
  await page.goto('/map')
  const status = page.getByText(/^Homes in this area: [\d,]+$/)
  await expect(status).toBeVisible()
  // Asked per viewport, never for the whole catalogue.
  expect(viewports.length).toBeGreaterThan(0)
  expect(viewports.every((bbox) => bbox.split(',').length === 4)).toBe(true)

  const search = page.getByRole('searchbox', { name: 'Search a city' })
  await search.fill('Atlantis')
  await search.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('City not found!')

  await search.fill('Montreal')
  await search.press('Enter')
  await expect(page.getByRole('alert')).toBeHidden()
  await expect.poll(() => viewports.length).toBeGreaterThan(1)
  await expect(status).toBeVisible()

  const popup = await openAPopup(page)
  const link = popup.getByRole('link').first()
  await expect(link).toContainText(/\/ month/)
  const title = (await link.locator('span span').first().textContent()) ?? ''
  await link.click()
  await expect(page).toHaveURL(/\/House\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('the map’s own controls and popups speak French', async ({ page, listing }) => {
  expect(listing.property_id).toBeGreaterThan(0)
  await page.goto('/map?lang=fr')
  await expect(page.getByText(/^Logements dans ce secteur/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zoom avant' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zoom arrière' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Zoom (in|out)/ })).toHaveCount(0)
  const popup = await openAPopup(page)
  await expect(popup.getByRole('button', { name: 'Fermer' })).toBeVisible()
  await expect(popup.getByRole('link').first()).toContainText('/ mois')
  await popup.getByRole('button', { name: 'Fermer' }).click()
  await expect(popup).toBeHidden()
})

test('zoomed out, the map’s bubbles count every home the search finds in the viewport', async ({
  page,
  listing,
}) => {
  expect(listing.property_id).toBeGreaterThan(0)
  let lastBbox = ''
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/properties/map-view/') lastBbox = url.searchParams.get('bbox') ?? ''
  })
  const status = page.getByText(/^Homes in this area: [\d,]+$/)
  const bubbles = page.locator('.leaflet-marker-icon.map-cluster [data-cluster-count]')
  const bubbleSum = async () =>
    (
      await bubbles.evaluateAll((elements) =>
        elements.map((element) => Number((element as HTMLElement).dataset.clusterCount)),
      )
    ).reduce((sum, count) => sum + count, 0)
  // Other specs publish homes meanwhile: should one land between the map's answer and the search's,
  // the page is read again.
  await expect(async () => {
    await page.goto('/map')
    await expect(status).toBeVisible()
    const total = Number(((await status.textContent()) ?? '').replace(/\D/g, ''))
    expect(total).toBeGreaterThan(0)
    // What the list's search counts in the same viewport, asked of the API directly.
    const search = await page.request.get(`/api/properties/?bbox=${lastBbox}&page_size=1`)
    expect((await search.json()).count).toBe(total)
    // Every home is in a bubble (no "zoom in" wall, no price marker at this zoom): their counts add up.
    await expect.poll(bubbleSum, { timeout: 5_000 }).toBe(total)
    await expect(page.locator('.leaflet-marker-icon[title]:not(.map-cluster)')).toHaveCount(0)
  }).toPass({ timeout: 45_000 })

  // A bubble zooms in to its cell when clicked: the map asks for a smaller viewport.
  const before = lastBbox
  await (await inView(page.locator('.leaflet-marker-icon.map-cluster'))).click()
  await expect.poll(() => lastBbox).not.toBe(before)
  const width = (bbox: string) => {
    const [west, , east] = bbox.split(',').map(Number)
    return (east as number) - (west as number)
  }
  expect(width(lastBbox)).toBeLessThan(width(before))
  await expect(status).toBeVisible()
})
