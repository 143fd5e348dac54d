import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'

/*
 * The playwright server points the tile and geocoding services at a port that never answers, as
 * on a machine without internet: every map must still read well and the picker still find
 * Montreal, with nothing in the console.
 */

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Every place name's box and every marker's box, relative to the map. */
async function layout(page: Page) {
  return page
    .locator('.leaflet-container')
    .first()
    .evaluate((map) => {
      const origin = map.getBoundingClientRect()
      const box = (element: Element) => {
        const rect = element.getBoundingClientRect()
        return {
          left: rect.left - origin.left,
          top: rect.top - origin.top,
          right: rect.right - origin.left,
          bottom: rect.bottom - origin.top,
        }
      }
      return {
        width: origin.width,
        height: origin.height,
        labels: Array.from(map.querySelectorAll('.demeure-place-label span'), (label) => ({
          name: label.textContent ?? '',
          ...box(label),
        })),
        markers: Array.from(map.querySelectorAll('.leaflet-marker-icon:not(.demeure-place-label)'), box),
      }
    })
}

/** The layout once the clusters have settled: two reads in a row alike (markers move in as they cluster). */
async function settledLayout(page: Page) {
  let previous = ''
  let current: Awaited<ReturnType<typeof layout>> | undefined
  await expect
    .poll(async () => {
      current = await layout(page)
      const text = JSON.stringify(current)
      const isSame = text === previous
      previous = text
      return isSame
    })
    .toBe(true)
  return current as Awaited<ReturnType<typeof layout>>
}

// How the place names sit among the clusters of the catalogue as it is, whatever homes it holds.
test('/map fills the screen, and its place names stay whole and clear of the bubbles', async ({
  page,
  listing,
}) => {
  // At least one home of this test's own on the map, whatever else the catalogue holds.
  expect(listing.property_id).toBeGreaterThan(0)
  const errors = collectConsoleErrors(page)
  await page.goto('/map')
  await expect(page.getByText(/Homes in this area/)).toBeVisible()
  await expect(page.locator('.demeure-place-label').first()).toBeVisible()
  await expect(page.locator('.leaflet-tile')).toHaveCount(0)
  // No footer to scroll down to.
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  const scroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  expect(scroll).toBeLessThanOrEqual(1)

  // Once the clusters have settled, every name against the edges and every bubble.
  const { width, height, labels, markers } = await settledLayout(page)
  expect(labels.length).toBeGreaterThan(0)
  for (const label of labels) {
    expect(label.left, label.name).toBeGreaterThanOrEqual(0)
    expect(label.top, label.name).toBeGreaterThanOrEqual(0)
    expect(label.right, label.name).toBeLessThanOrEqual(width)
    expect(label.bottom, label.name).toBeLessThanOrEqual(height)
    for (const marker of markers) {
      const isApart =
        label.right <= marker.left ||
        marker.right <= label.left ||
        label.bottom <= marker.top ||
        marker.bottom <= label.top
      expect(isApart, `${label.name} overlaps a marker`).toBe(true)
    }
  }
  await page.screenshot({ path: `/tmp/i11a-shots/map-${test.info().project.name}.png` })
  expect(errors).toEqual([])
})

test('the address picker finds Montreal offline: its example, a street address, a click on the map', async ({
  page,
  host,
}) => {
  const errors = collectConsoleErrors(page)
  await logIn(page, host.email, host.password)
  await page.goto('/cohost-panel/properties/new')
  const field = (label: string) => page.getByLabel(label, { exact: true })
  const searchBox = page.getByLabel('Search for a place')

  await searchBox.fill('Plateau-Mont-Royal, Montreal')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(field('City')).toHaveValue('Montréal')
  await expect(page.getByText(/^Location: 45\.5/)).toBeVisible()
  await expect(page.getByText('Location not found. Please try a different search term.')).toHaveCount(0)

  await searchBox.fill('4100 Rue Saint-Denis, Montréal')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(field('Street address')).toHaveValue('4100 Rue Saint-Denis')
  await expect(field('Country')).toHaveValue('Canada')

  // A click on the map, which opens on Montreal, names a Montreal place.
  await field('City').fill('')
  const map = page.getByRole('region', { name: 'Map: click to place your home' })
  await map.click()
  await expect(field('City')).toHaveValue('Montréal')
  await expect(field('Province or state')).toHaveValue('Québec')
  await expect(page.locator('.demeure-place-label').first()).toBeVisible()
  await page.screenshot({ path: `/tmp/i11a-shots/picker-${test.info().project.name}.png`, fullPage: false })
  expect(errors).toEqual([])
})
