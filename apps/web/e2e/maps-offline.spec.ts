import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from './support/app.ts'
import { HOST_EMAIL, logIn } from './support/hosting-app.ts'

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

test('/map fills the screen, and its place names stay whole and clear of the bubbles', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await page.goto('/map')
  await expect(page.getByText(/Homes in this area/)).toBeVisible()
  await expect(page.locator('.demeure-place-label').first()).toBeVisible()
  await expect(page.locator('.leaflet-tile')).toHaveCount(0)
  // No footer to scroll down to.
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  const scroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  expect(scroll).toBeLessThanOrEqual(1)

  // Let the clusters settle, then check every name against the edges and every bubble.
  await page.waitForTimeout(500)
  const { width, height, labels, markers } = await layout(page)
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
}) => {
  const errors = collectConsoleErrors(page)
  await logIn(page, HOST_EMAIL, DEMO_PASSWORD)
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
