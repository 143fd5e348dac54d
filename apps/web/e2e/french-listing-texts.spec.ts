import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { isMobile } from './support/app.ts'
import { dayButton, expectDayRefused, pickDate } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn } from './support/hosting-app.ts'
import { mp4File, pngFile } from './support/hosting-files.ts'
import { bearer, monthLater, postBookingRequest } from './support/renting-api.ts'
import type { TAccount, TestData } from './support/test-data.ts'
import { expectToast } from './support/toasts.ts'

/*
 * What a French reader sees of a listing written in both languages, and the host's dates picked on
 * the product's calendar in French. Each test makes its own host (fixtures) and a listing with
 * exact titles in both languages through the API.
 */

/** Letters only, unique per call: it goes into titles the search must find exactly. */
function uniqueWord(testInfo: TestInfo): string {
  const raw = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.random().toString(36).slice(2, 6)}`
  return `Zq${raw.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] as string)}`
}

/** A published listing of `host` with an English and a French title, open from tomorrow for a year. */
async function bilingualListing(request: APIRequestContext, data: TestData, host: TAccount, word: string) {
  const titles = { en: `Garden flat ${word} in Villeray`, fr: `Rez-de-jardin ${word} à Villeray` }
  const created = await request.post('/api/properties/', {
    headers: bearer(host.access),
    multipart: {
      title: titles.en,
      title_fr: titles.fr,
      description: 'A quiet garden-level flat, five minutes from the Jarry metro.',
      description_fr: 'Un rez-de-jardin calme, à cinq minutes du métro Jarry.',
      property_type: 'apartment',
      room_category: 'entire_home',
      address_street: '7070 Rue Henri-Julien',
      address_city: 'Montréal',
      address_state: 'Québec',
      address_postal_code: 'H2S 3H2',
      address_country: 'Canada',
      latitude: '45.535400',
      longitude: '-73.619800',
      price_per_month: '1350',
      // Registered with the CITQ, as test homes are: the one-month stay below is allowed.
      citq_number: '123456',
      free_capacity: '2',
      additional_capacity: '0',
      additional_capacity_percentage: '0',
      max_guests: '2',
      num_bedrooms: '1',
      num_beds: '1',
      num_private_bathrooms: '1',
      num_shared_bathrooms: '0',
      availability: JSON.stringify([{ start_date: isoDaysFromNow(1), end_date: isoDaysFromNow(400) }]),
      photos: pngFile('garden.png', [90, 140, 90]),
      ownership_verification_video: mp4File('keys.mp4'),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { property_id: id } = (await created.json()) as { property_id: number }
  const published = await request.post(`/api/admin/properties/${id}/approve/`, {
    headers: bearer(await data.staffAccess()),
  })
  expect(published.status(), await published.text()).toBe(204)
  return { id, titles }
}

async function readInFrench(page: Page) {
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
}

test('a French reader sees the French title on the map, in their reservations and their messages', async ({
  page,
  request,
  data,
  host,
  renter,
}, testInfo) => {
  const word = uniqueWord(testInfo)
  const listing = await bilingualListing(request, data, host, word)
  const checkIn = isoDaysFromNow(20)
  const booked = await postBookingRequest(request, renter, {
    listingId: listing.id,
    checkIn,
    checkOut: monthLater(checkIn),
    message: 'Bonjour, le logement est-il proche du métro ?',
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const asked = await request.post('/api/conversations/', {
    headers: bearer(renter.access),
    data: { property: listing.id, message: 'Bonjour, le logement est-il proche du métro ?' },
  })
  expect(asked.status(), await asked.text()).toBeLessThan(300)

  await logIn(page, renter.email, renter.password)
  await readInFrench(page)

  // The results map: the one home found by its word, its marker and popup named in French.
  if (!isMobile(testInfo)) {
    await page.goto(`/?location=${word}`)
    const marker = page.locator('.leaflet-marker-icon[title]')
    await expect(marker).toHaveAttribute('title', new RegExp(`^${listing.titles.fr}, `))
    await marker.locator('span').first().click()
    const popup = page.locator('.leaflet-popup')
    await expect(popup.getByText(listing.titles.fr, { exact: true })).toBeVisible()
    await expect(popup.getByText(listing.titles.en)).toHaveCount(0)
  }

  await page.goto('/user-panel/reservations')
  await expect(page.getByRole('heading', { level: 2, name: listing.titles.fr })).toBeVisible()
  await expect(page.getByText(listing.titles.en)).toHaveCount(0)

  await page.goto('/user-panel/messages')
  await expect(page.getByText(listing.titles.fr).first()).toBeVisible()
  await expect(page.getByText(listing.titles.en)).toHaveCount(0)
})

test('a French title cleared on edit is gone for French readers, who get the main text with a note', async ({
  page,
  request,
  data,
  host,
}, testInfo) => {
  const listing = await bilingualListing(request, data, host, uniqueWord(testInfo))

  await logIn(page, host.email, host.password)
  await page.goto('/cohost-panel/properties')
  await page.getByRole('button', { name: listing.titles.en }).click()
  const modal = page.getByRole('dialog', { name: listing.titles.en })
  await modal.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(modal.getByLabel('Title in French (optional)')).toHaveValue(listing.titles.fr)
  await modal.getByLabel('Title in French (optional)').fill('')
  await modal.getByLabel('Description in French (optional)').fill('')
  await modal.getByRole('button', { name: 'Save changes' }).click()
  await expectToast(page, 'Property updated successfully!')

  await readInFrench(page)
  await page.goto(`/House/${listing.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.titles.en)
  await expect(page.getByText(listing.titles.fr)).toHaveCount(0)
  await expect(page.getByText('A quiet garden-level flat, five minutes from the Jarry metro.')).toBeVisible()
})

test('in French, the host picks open periods on the calendar: YYYY/MM/DD, French month names, no past day, by keyboard too', async ({
  page,
  host,
}) => {
  await logIn(page, host.email, host.password)
  await readInFrench(page)
  await page.goto('/cohost-panel/properties/new')
  const period = page.getByRole('group', { name: 'Période 1' })
  await expect(period.locator('input[type="date"]')).toHaveCount(0)

  const start = period.getByRole('button', { name: /^Date de début/ })
  await start.click()
  const calendar = period.getByRole('dialog', { name: 'Date de début' })
  const month = new Intl.DateTimeFormat('fr-CA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Toronto',
  })
  await expect(calendar.getByText(month.format(new Date()), { exact: true }).first()).toBeVisible()
  await expectDayRefused(calendar, isoDaysFromNow(-1))
  await (await dayButton(calendar, isoDaysFromNow(10))).click()
  await expect(start).toContainText(isoDaysFromNow(10).replaceAll('-', '/'))

  // The end opens by itself, from the day after the start; Escape closes it on its field.
  const end = period.getByRole('button', { name: /^Date de fin/ })
  const endCalendar = period.getByRole('dialog', { name: 'Date de fin' })
  await expectDayRefused(endCalendar, isoDaysFromNow(10))
  await page.keyboard.press('Escape')
  await expect(endCalendar).toHaveCount(0)
  await expect(end).toBeFocused()

  // By keyboard: Enter opens, Tab reaches the days, arrows move, Enter picks.
  await page.keyboard.press('Enter')
  await expect(endCalendar).toBeVisible()
  const chosen = endCalendar.locator('td[data-day] button:focus')
  for (let step = 0; step < 6 && (await chosen.count()) === 0; step += 1) await page.keyboard.press('Tab')
  const focusedDay = (await chosen.locator('..').getAttribute('data-day')) ?? ''
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(endCalendar).toHaveCount(0)
  const next = new Date(Date.parse(`${focusedDay}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  await expect(end).toContainText(next.replaceAll('-', '/'))

  await pickDate(period, 'Date de début', isoDaysFromNow(12))
  await expect(start).toContainText(isoDaysFromNow(12).replaceAll('-', '/'))
})
