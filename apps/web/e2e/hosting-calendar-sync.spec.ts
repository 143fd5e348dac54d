import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { dayButton } from './support/date-picker.ts'
import { isoDay } from './support/discovery-helpers.ts'
import { expect, test } from './support/fixtures.ts'
import { logIn, switchUser } from './support/hosting-app.ts'
import { expectToast } from './support/toasts.ts'

test.describe.configure({ timeout: 120_000 })

/** Seven months ahead: inside the `listing` fixture's open year. */
const MONTHS_AHEAD = 7
const busy = { start: isoDay(MONTHS_AHEAD, 12), checkOut: isoDay(MONTHS_AHEAD, 16) }
const compact = (iso: string) => iso.replaceAll('-', '')

/** An Airbnb-like feed on 127.0.0.1 (the e2e server runs with CALENDAR_ALLOW_LOOPBACK). */
let feedServer: Server
let feedUrl: string
test.beforeAll(async () => {
  const ics = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(busy.start)}`,
    `DTEND;VALUE=DATE:${compact(busy.checkOut)}`,
    'UID:e2e-reservation@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n')
  feedServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(ics)
  })
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/airbnb.ics`
})
test.afterAll(async () => {
  feedServer.closeAllConnections()
  await new Promise((resolve) => feedServer.close(resolve))
})

/** Screenshots for review, only when SHOTS_DIR is set (outside the repository). */
async function shot(page: Page, name: string, projectName: string) {
  if (!process.env.SHOTS_DIR) return
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${projectName}.png`, fullPage: false })
}

test('a host imports a calendar, syncs it, sees its dates, and a renter cannot pick them', async ({
  page,
  host,
  listing,
  renter,
}, testInfo) => {
  await logIn(page, host.email, host.password)
  await page.goto('/cohost-panel/properties')
  const { title } = listing
  const card = page.getByRole('article').filter({ hasText: title })
  await card.getByRole('button', { name: title }).click()
  const modal = page.getByRole('dialog', { name: title })
  const section = modal.getByRole('region', { name: 'Calendar sync' })
  await expect(section.getByLabel('Your Demeure calendar (iCal)')).toHaveValue(
    /\/api\/calendar\/[\w-]{32}\.ics$/,
  )
  const listingLink = await modal.getByRole('link', { name: 'View the public page' }).getAttribute('href')

  await section.getByLabel('Name').fill('Airbnb')
  await section.getByLabel('Calendar address (iCal)').fill(feedUrl)
  await section.getByRole('button', { name: 'Import the calendar' }).click()
  await expectToast(page, 'Airbnb imported: 1 event.')
  const feed = section.getByRole('listitem').filter({ hasText: feedUrl })
  await expect(feed).toContainText(/Synced .* · 1 event/)

  await feed.getByRole('button', { name: 'Sync Airbnb now' }).click()
  await expectToast(page, 'Airbnb synced: 1 event.')

  // The imported nights are reserved dates, marked with their source.
  const range = `${busy.start.replaceAll('-', '/')} – ${isoDay(MONTHS_AHEAD, 15).replaceAll('-', '/')}`
  const reserved = modal.getByRole('listitem').filter({ hasText: range })
  await expect(reserved).toContainText('From Airbnb')
  // Read-only in the reserved-dates editor: they change on their own platform.
  await modal.getByRole('button', { name: 'Edit', exact: true }).click()
  const editorRow = modal.getByRole('listitem').filter({ hasText: range })
  await expect(editorRow).toContainText('From Airbnb')
  await expect(modal.getByRole('button', { name: `Edit the reserved dates ${range}` })).toHaveCount(0)
  await expect(modal.getByRole('button', { name: `Delete the reserved dates ${range}` })).toHaveCount(0)
  await editorRow.scrollIntoViewIfNeeded()
  await shot(page, 'imported-read-only', testInfo.project.name)
  await modal.getByRole('button', { name: 'Cancel', exact: true }).last().click()
  await expect(section).toBeVisible()
  await section.scrollIntoViewIfNeeded()
  await shot(page, 'calendar-sync-en', testInfo.project.name)
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.reload()
  await page.goto('/cohost-panel/properties')
  await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: title }).click()
  const frSection = page
    .getByRole('dialog', { name: title })
    .getByRole('region', { name: 'Synchronisation du calendrier' })
  await expect(frSection.getByRole('listitem').filter({ hasText: feedUrl })).toContainText(
    /Synchronisé le .* · 1 événement/,
  )
  await frSection.scrollIntoViewIfNeeded()
  await shot(page, 'calendar-sync-fr', testInfo.project.name)
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))

  // A renter's date picker shows those nights as taken.
  await switchUser(page, renter.email, renter.password)
  await page.goto(listingLink as string)
  await page
    .getByRole('button', { name: /Check-in/ })
    .first()
    .click()
  const picker = page.getByRole('dialog', { name: 'Check-in' })
  const day = (n: number) => dayButton(picker, isoDay(MONTHS_AHEAD, n))
  for (const taken of [12, 13, 14, 15]) await expect(await day(taken)).toBeDisabled()
  // The 11th is free, but a month from it runs into the imported nights: not a check-in day.
  await expect(await day(11)).toBeDisabled()
  await expect(await day(16)).toBeEnabled()
  await shot(page, 'renter-picker', testInfo.project.name)

  // Removing the calendar frees its dates.
  await switchUser(page, host.email, host.password)
  await page.goto('/cohost-panel/properties')
  await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: title }).click()
  const again = page.getByRole('dialog', { name: title }).getByRole('region', { name: 'Calendar sync' })
  await again.getByRole('button', { name: 'Remove Airbnb' }).click()
  await again.getByRole('button', { name: 'Remove the calendar' }).click()
  await expectToast(page, 'Airbnb removed: its dates are free again.')
  await expect(page.getByRole('dialog', { name: title }).getByText('From Airbnb')).toHaveCount(0)
})
