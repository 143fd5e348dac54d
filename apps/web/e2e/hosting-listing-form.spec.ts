import type { Page } from '@playwright/test'
import { expectDayRefused, pickDate } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn } from './support/hosting-app.ts'
import { blobFile, mp4File, pngFile } from './support/hosting-files.ts'
import type { TAccount } from './support/test-data.ts'

const MB = 1024 * 1024

/** The create form, as a new verified host (the `host` fixture) opens it. */
async function openForm(page: Page, host: TAccount) {
  await logIn(page, host.email, host.password)
  await page.goto('/cohost-panel/properties/new')
  await expect(page.getByRole('heading', { name: 'List a new property' })).toBeVisible()
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
const submit = (page: Page) => page.getByRole('button', { name: 'Submit the listing' }).click()

test('an empty submit shows every required-field text, and editing a field clears its own', async ({
  page,
  host,
}) => {
  await openForm(page, host)
  await submit(page)

  // Title, description, listing type, the five address fields, price, the three capacities and
  // the ownership verification video.
  await expect(page.getByText('This field is required.')).toHaveCount(13)
  await expect(field(page, 'Title')).toHaveAccessibleDescription('This field is required.')
  await expect(field(page, 'Ownership verification video')).toHaveAccessibleDescription(
    'This field is required.',
  )
  await expect(page.getByText('Please select a location on the map.')).toBeVisible()
  await expect(page.getByText('Maximum guests must be greater than 0.')).toBeVisible()
  await expect(page.getByText('Start date is required.')).toBeVisible()
  await expect(page.getByText('End date is required.')).toBeVisible()
  await expect(page.getByText('Some fields need your attention: see the messages above.')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await field(page, 'Title').fill('Quiet studio')
  await expect(page.getByText('This field is required.')).toHaveCount(12)
  await expect(field(page, 'Title')).not.toHaveAccessibleDescription('This field is required.')

  // Removing an availability row removes its messages.
  await page.getByRole('button', { name: 'Remove period 1' }).click()
  await expect(page.getByText('Start date is required.')).toHaveCount(0)
  await expect(page.getByText('End date is required.')).toHaveCount(0)
})

test('numbers, dates and capacities get the spec texts', async ({ page, host }) => {
  await openForm(page, host)
  // Number inputs take only numbers: typed text that is not one is "not a number".
  await field(page, 'Price per month (USD)').pressSequentially('e')
  for (const label of ['Bedrooms', 'Beds', 'Private bathrooms', 'Shared bathrooms', 'Free capacity']) {
    await field(page, label).fill('-1')
  }
  await field(page, 'Additional capacity').fill('-2')
  await field(page, 'Additional capacity percentage').fill('-0.5')
  await expect(field(page, 'Maximum guests')).toHaveValue('-3')

  // Past days cannot be chosen on the calendar (the server refuses them too), nor an end before the
  // start; a start moved past the chosen end is said on submit.
  const period = page.getByRole('group', { name: 'Period 1' })
  await period.getByRole('button', { name: /^Start date/ }).click()
  await expectDayRefused(period.getByRole('dialog', { name: 'Start date' }), isoDaysFromNow(-1))
  await pickDate(period, 'Start date', isoDaysFromNow(40))
  await expectDayRefused(period.getByRole('dialog', { name: 'End date' }), isoDaysFromNow(39))
  await pickDate(period, 'End date', isoDaysFromNow(45))
  await pickDate(period, 'Start date', isoDaysFromNow(50))
  await submit(page)

  for (const text of [
    'Price must be a number.',
    'Number of bedrooms must be a non-negative number.',
    'Number of beds must be a non-negative number.',
    'Number of private bathrooms must be a non-negative number.',
    'Number of shared bathrooms must be a non-negative number.',
    'Free capacity must be a non-negative number.',
    'Additional capacity must be a non-negative number.',
    'Additional capacity percentage must be a non-negative number.',
    'Maximum guests must be a positive number.',
    'End date must be after start date.',
  ]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  }
})

test('rules stop at five; photos and videos are checked as they are picked', async ({ page, host }) => {
  // Photos and videos decoded and checked in the browser: past 60 s once on a loaded machine.
  test.setTimeout(120_000)
  await openForm(page, host)
  const rule = field(page, 'New rule')
  for (const text of ['No parties', '   ', 'Shoes off', 'Recycle', 'No candles', 'Quiet after 10 PM']) {
    await rule.fill(text)
    await page.getByRole('button', { name: 'Add rule' }).click()
  }
  await expect(page.getByText('5 of 5 rules')).toBeVisible()
  await rule.fill('One more')
  await page.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('Maximum of 5 rules reached.')).toBeVisible()

  // Invalid photos are dropped, valid ones kept; the messages are joined with a space.
  await field(page, 'Photos').setInputFiles([
    pngFile('kitchen.png'),
    blobFile('notes.txt', 100, 'text/plain'),
    blobFile('huge.png', 2 * MB + 1, 'image/png'),
  ])
  await expect(
    page.getByText(
      'Photo "notes.txt" has invalid file type. Allowed: jpg, jpeg, png. Photo "huge.png" exceeds 2MB size limit.',
      { exact: true },
    ),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: 'kitchen.png' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'huge.png' })).toHaveCount(0)

  await field(page, 'Video').setInputFiles(blobFile('tour.wmv', 1000, 'video/x-ms-wmv'))
  await expect(page.getByText('Invalid video file type. Allowed: mp4, mov, avi, mkv.')).toBeVisible()
  await field(page, 'Video').setInputFiles(mp4File('tour.MP4', 15 * MB + 1))
  await expect(page.getByText('Video file size must be at most 15MB.')).toBeVisible()

  const ownership = field(page, 'Ownership verification video')
  await ownership.setInputFiles(blobFile('keys.webm', 1000, 'video/webm'))
  await expect(
    page.getByText('Invalid verification video file type. Allowed: mp4, mov, avi, mkv.'),
  ).toBeVisible()
  await ownership.setInputFiles(mp4File('keys.mov', 15 * MB + 1))
  await expect(page.getByText('Verification video file size must be at most 15MB.')).toBeVisible()
  await ownership.setInputFiles(mp4File('keys.mov'))
  await expect(page.getByText('Verification video file size must be at most 15MB.')).toHaveCount(0)
  await expect(page.getByText('keys.mov')).toBeVisible()
})

test('the map search and lookups report each failure under the map', async ({ page, host }) => {
  await openForm(page, host)
  const search = field(page, 'Search for a place')
  const searchButton = page.getByRole('button', { name: 'Search', exact: true })

  await searchButton.click()
  await expect(page.getByText('Please enter a search term.')).toBeVisible()
  // Typing in the search box clears the map's message.
  await search.fill('Zzyzx nowhere')
  await expect(page.getByText('Please enter a search term.')).toHaveCount(0)
  await searchButton.click()
  await expect(page.getByText('Location not found. Please try a different search term.')).toBeVisible()

  await page.route('**/api/geocode/search/**', (route) => route.abort())
  await search.press('Enter')
  await expect(page.getByText('Failed to search location. Please try again.')).toBeVisible()

  const map = page.getByLabel('Map: click to place your home', { exact: true })
  await page.route('**/api/geocode/reverse/**', (route) =>
    route.fulfill({ json: { error: 'Unable to geocode' } }),
  )
  await map.click({ position: { x: 80, y: 80 } })
  await expect(page.getByText('Unable to retrieve address. Please try another location.')).toBeVisible()
  await expect(page.getByText(/^Location: -?\d+\.\d{6}, -?\d+\.\d{6}$/)).toBeVisible()

  await page.unroute('**/api/geocode/reverse/**')
  await page.route('**/api/geocode/reverse/**', (route) => route.abort())
  await map.click({ position: { x: 120, y: 90 } })
  await expect(page.getByText('Failed to fetch address. Please try again.')).toBeVisible()
})

test('the address picker keeps the address the host typed and fills the postal code', async ({
  page,
  host,
}) => {
  await openForm(page, host)
  const search = field(page, 'Search for a place')
  const searchButton = page.getByRole('button', { name: 'Search', exact: true })
  const street = field(page, 'Street address')
  const postal = field(page, 'Postal code')
  const map = page.getByLabel('Map: click to place your home', { exact: true })

  // A known street: the pin goes along it, the typed street and number stay, the district fills.
  await search.fill('5333 Avenue Casgrain')
  await searchButton.click()
  await expect(street).toHaveValue('5333 Avenue Casgrain')
  await expect(postal).toHaveValue('H2T')
  await expect(postal).toHaveAccessibleDescription(
    'Only the postal district is known: add the last three characters (e.g. H2T 1S1).',
  )
  await expect(page.getByText(/^Location: 45\.52\d{4}, -73\.59\d{4}$/)).toBeVisible()
  // Moving the pin fills the fields left empty and keeps the street line the host searched.
  await field(page, 'City').fill('')
  const box = await map.boundingBox()
  // Next to the pin, which the map centres on (the pin's own icon stands above the centre).
  await map.click({ position: { x: (box?.width ?? 0) / 2 + 20, y: (box?.height ?? 0) / 2 + 20 } })
  await expect(page.getByText(/^Location: /)).not.toHaveText(/45\.527124, -73\.596018$/)
  await expect(field(page, 'City')).toHaveValue('Montréal')
  await expect(street).toHaveValue('5333 Avenue Casgrain')

  // The host's own postal code and street, typed in the fields, survive any search.
  await postal.fill('H2T 1S1')
  await expect(postal).not.toHaveAccessibleDescription(/postal district/)
  await street.fill('3450 rue University, app. 4')
  await search.fill('Verdun')
  await searchButton.click()
  await expect(page.getByText(/^Location: 45\.458400, -73\.568500$/)).toBeVisible()
  await expect(street).toHaveValue('3450 rue University, app. 4')
  await expect(postal).toHaveValue('H2T 1S1')

  // A postal code alone finds its district; an empty postal code field takes it as typed.
  await postal.fill('')
  await search.fill('h2t1s1')
  await searchButton.click()
  await expect(postal).toHaveValue('H2T 1S1')
  await expect(field(page, 'City')).toHaveValue('Montréal')
  await expect(page.getByText('Location not found. Please try a different search term.')).toHaveCount(0)
})

test('the terms modal: cancel clears the agreement; a refused upload shows the server detail', async ({
  page,
  host,
}) => {
  await openForm(page, host)
  await field(page, 'Title').fill('Garden-level two-bedroom')
  await field(page, 'Property type').selectOption('house')
  await field(page, 'Description').fill('Two bedrooms opening on a shared garden, near the Lachine canal.')
  await field(page, 'Search for a place').fill('Montreal')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(field(page, 'City')).toHaveValue('Montréal')
  await field(page, 'Street address').fill('2450 Rue Workman')
  await field(page, 'Postal code').fill('H3J 1L8')
  await field(page, 'Price per month (USD)').fill('1800')
  await field(page, 'Free capacity').fill('3')
  await field(page, 'Additional capacity').fill('0')
  await field(page, 'Additional capacity percentage').fill('0')
  await page.getByRole('button', { name: 'Remove period 1' }).click()
  await field(page, 'Ownership verification video').setInputFiles(mp4File('keys.mp4'))

  await submit(page)
  const terms = page.getByRole('dialog', { name: 'Before you publish' })
  const agree = terms.getByLabel(/I have read and agree/)
  await agree.check()
  await expect(terms.getByRole('button', { name: 'Confirm and submit' })).toBeEnabled()
  await terms.getByRole('button', { name: 'Cancel' }).click()
  await expect(terms).toHaveCount(0)
  await submit(page)
  await expect(agree).not.toBeChecked()
  await expect(terms.getByRole('button', { name: 'Confirm and submit' })).toBeDisabled()

  // The server refuses (here: a stand-in answer, slowed down so the progress shows).
  await page.route('**/api/properties/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.fulfill({
      status: 400,
      json: {
        code: 'invalid_file',
        message: 'Some fields need your attention.',
        detail: 'The verification video could not be read.',
        fields: {
          ownership_verification_video: 'Invalid verification video file type. Allowed: mp4, mov, avi, mkv.',
        },
      },
    })
  })
  await agree.check()
  await terms.getByRole('button', { name: 'Confirm and submit' }).click()
  await expect(page.getByRole('progressbar', { name: 'Uploading your listing' })).toBeVisible()
  await expect(
    page.getByRole('alert').filter({ hasText: 'The verification video could not be read.' }),
  ).toBeVisible()
  await expect(
    page.getByText('Invalid verification video file type. Allowed: mp4, mov, avi, mkv.'),
  ).toBeVisible()
  // Nothing was lost: the form keeps what was typed.
  await expect(field(page, 'Title')).toHaveValue('Garden-level two-bedroom')
})
