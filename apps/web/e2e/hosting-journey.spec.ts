import { isMobile, uniqueAccount } from './support/app.ts'
import { pickDate } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'
import { apiAsPage, isoDaysFromNow, logIn, switchUser } from './support/hosting-app.ts'
import { mp4File, pdfFile, pngFile } from './support/hosting-files.ts'
import { expectToast } from './support/toasts.ts'

test.describe.configure({ timeout: 180_000 })

test('a guest gets verified, lists a home, and staff publish it', async ({ page, data }, testInfo) => {
  const staff = await data.staff()
  const account = uniqueAccount(testInfo)
  const fullName = 'Camille Tremblay'
  const title = `Sunny loft near Jean-Talon market ${account.username.slice(-6)}`

  // A new user signs up on the full page, then logs in.
  await page.goto('/signup')
  await page.getByLabel('Username', { exact: true }).fill(account.username)
  await page.getByLabel('First name', { exact: true }).fill('Camille')
  await page.getByLabel('Last name', { exact: true }).fill('Tremblay')
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email.toLowerCase())
  await logIn(page, account.email, account.password)

  // "Become a co-host": nothing sent yet, the form starts from the profile.
  await page.goto('/user-panel/verification')
  await expect(page.getByRole('heading', { name: 'Not submitted yet' })).toBeVisible()
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue(fullName)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email.toLowerCase())
  await page.getByLabel('Phone', { exact: true }).fill('+1 514 555 0199')
  await page.getByLabel('Telegram username', { exact: true }).fill('camille_mtl')
  await page.getByLabel('Your role', { exact: true }).selectOption('owner')
  await page.getByRole('button', { name: 'Add a link' }).click()
  await page.getByLabel('Listing link 1', { exact: true }).fill('https://www.airbnb.ca/rooms/123456')
  await page
    .getByLabel('Government ID', { exact: true })
    .setInputFiles([pngFile('id-front.png'), pdfFile('id-back.pdf')])
  await page.getByLabel('Proof of address', { exact: true }).setInputFiles(pdfFile('hydro-bill.pdf'))
  await expect(page.getByText('id-front.png')).toBeVisible()
  await expect(page.getByText('hydro-bill.pdf')).toBeVisible()

  // The agreement is required.
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expect(page.getByText('You must accept the agreement.')).toBeVisible()
  await page.getByLabel(/I confirm that this information is true/).check()
  await page.getByRole('button', { name: 'Send my application' }).click()
  await expectToast(page, 'Verification submitted successfully!')
  await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open id-back.pdf' })).toBeVisible()

  // Staff review it in /admin: the documents open through signed links, then approval.
  await switchUser(page, staff.email, staff.password)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Staff area' })).toBeVisible()
  const application = page.getByRole('article').filter({ hasText: account.email.toLowerCase() })
  await expect(application.getByRole('heading', { name: fullName })).toBeVisible()
  await expect(application.getByText('+1 514 555 0199')).toBeVisible()
  await expect(application.getByRole('link', { name: 'https://www.airbnb.ca/rooms/123456' })).toBeVisible()
  const popup = page.waitForEvent('popup')
  await application.getByRole('button', { name: 'Open hydro-bill.pdf' }).click()
  const documentTab = await popup
  await expect(documentTab).toHaveURL(/\/api\/files\/[0-9a-f-]+\/content\/\?expires=\d+&signature=/)
  await documentTab.close()
  await application.getByRole('button', { name: 'Approve as co-host' }).click()
  await expectToast(page, `${fullName} is now a co-host.`)
  await expect(application).toHaveCount(0)

  // The user, logged in again, is a co-host and reaches the create form from the co-host panel.
  await switchUser(page, account.email, account.password)
  await page.goto('/user-panel/verification')
  await expect(page.getByRole('heading', { name: 'Approved' })).toBeVisible()
  await page.getByRole('link', { name: 'Open the co-host panel' }).click()
  await expect(page).toHaveURL('/cohost-panel/properties')
  await expect(page.getByText('Co-Host Panel', { exact: true })).toBeVisible()
  await expect(page.getByText('No properties found')).toBeVisible()
  if (!isMobile(testInfo)) {
    // The header's co-host menu leads to the form too.
    await page.getByRole('button', { name: `Account menu for ${account.username}` }).click()
    await expect(page.getByRole('menuitem', { name: 'List a new property' })).toBeVisible()
    await page.keyboard.press('Escape')
  }
  await page.getByRole('link', { name: 'List a property' }).first().click()
  await expect(page).toHaveURL('/cohost-panel/properties/new')

  // Basic information.
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Property type', { exact: true }).selectOption('apartment')
  await page
    .getByLabel('Description', { exact: true })
    .fill('A bright one-bedroom on a quiet street, five minutes from the market.')

  // Address: a search places the pin, a click moves it; the address fills from the lookup.
  await page.getByLabel('Search for a place', { exact: true }).fill('Montreal')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Montréal')
  await expect(page.getByText(/^Location: 45\.501900, -73\.567400$/)).toBeVisible()
  const map = page.getByLabel('Map: click to place your home', { exact: true })
  await map.click({ position: { x: 60, y: 60 } })
  const chosen = page.getByText(/^Location: /)
  await expect(chosen).not.toHaveText('Location: 45.501900, -73.567400')
  await expect(chosen).toHaveText(/^Location: 45\.\d{6}, -73\.\d{6}$/)
  await expect(page.getByLabel('Province or state', { exact: true })).toHaveValue('Québec')
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('Canada')
  await page.getByLabel('Street address', { exact: true }).fill('7070 Rue Henri-Julien')
  await page.getByLabel('Postal code', { exact: true }).fill('H2S 3H2')

  // Details: max guests follows the two capacities.
  await page.getByLabel('Price per month (USD)', { exact: true }).fill('1450.50')
  await page.getByLabel('Free capacity', { exact: true }).fill('2')
  await page.getByLabel('Additional capacity', { exact: true }).fill('1')
  await page.getByLabel('Additional capacity percentage', { exact: true }).fill('0.25')
  await expect(page.getByLabel('Maximum guests', { exact: true })).toHaveValue('3')
  await page.getByLabel('Bedrooms', { exact: true }).fill('1')
  await page.getByLabel('Beds', { exact: true }).fill('2')
  await page.getByLabel('Private bathrooms', { exact: true }).fill('1')
  await page.getByLabel('Shared bathrooms', { exact: true }).fill('0')

  await page.getByText('Wi-Fi', { exact: true }).click()
  await page.getByText('Heating', { exact: true }).click()
  await page.getByLabel('New rule', { exact: true }).fill('  No parties  ')
  await page.getByRole('button', { name: 'Add rule' }).click()
  await expect(page.getByText('No parties', { exact: true })).toBeVisible()

  await page
    .getByLabel('Photos', { exact: true })
    .setInputFiles([pngFile('living-room.png'), pngFile('bedroom.png', [217, 98, 59])])
  await expect(page.getByRole('img', { name: 'bedroom.png' })).toBeVisible()
  await page.getByLabel('Video', { exact: true }).setInputFiles(mp4File('tour.mp4'))
  await page
    .getByLabel('Ownership verification video', { exact: true })
    .setInputFiles(mp4File('ownership.mp4'))
  await expect(page.getByText('ownership.mp4')).toBeVisible()

  const period = page.getByRole('group', { name: 'Period 1' })
  await pickDate(period, 'Start date', isoDaysFromNow(7))
  await pickDate(period, 'End date', isoDaysFromNow(200))

  // The terms modal: confirm waits for the agreement.
  await page.getByRole('button', { name: 'Submit the listing' }).click()
  const terms = page.getByRole('dialog', { name: 'Before you publish' })
  await expect(terms.getByRole('link', { name: /rules for hosts/ })).toBeVisible()
  await expect(terms.getByRole('link', { name: /tenancy law/ })).toBeVisible()
  await expect(terms.getByRole('link', { name: /Anti-discrimination policy/ })).toBeVisible()
  const confirm = terms.getByRole('button', { name: 'Confirm and submit' })
  await expect(confirm).toBeDisabled()
  await terms.getByLabel(/I have read and agree/).check()
  await confirm.click()

  await expect(
    page.getByRole('heading', {
      name: 'Property, photos, availability, and verification video created successfully!',
    }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Your listing is waiting for review')).toBeVisible()
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('')

  const mine = await apiAsPage<{ results: { property_id: number; title: string; status: string }[] }>(
    page,
    '/api/host-properties/',
  )
  const created = mine.results.find((listing) => listing.title === title)
  expect(created?.status).toBe('pending_review')
  const listingId = created?.property_id as number

  await page.getByRole('link', { name: 'See my properties' }).click()
  const card = page.getByRole('article').filter({ hasText: title })
  await expect(card.getByText('Pending review')).toBeVisible()

  // Staff watch the ownership video and publish the listing.
  await switchUser(page, staff.email, staff.password)
  await page.goto('/admin?queue=listings')
  const review = page.getByRole('article').filter({ hasText: title })
  await expect(review.getByRole('heading', { name: title })).toBeVisible()
  await expect(review.locator('video[aria-label="Ownership verification video"]')).toHaveAttribute(
    'src',
    /\/api\/files\/[0-9a-f-]+\/content\//,
  )
  await expect(review.getByRole('img')).toHaveCount(2)
  await expect(review.getByText('7070 Rue Henri-Julien')).toBeVisible()
  await review.getByRole('button', { name: 'Approve and publish' }).click()
  await expectToast(page, `"${title}" is published.`)

  // Published: the public detail answers, and the listing page shows it.
  const detail = await page.request.get(`/api/properties/${listingId}/`)
  expect(detail.status()).toBe(200)
  expect((await detail.json()).title).toBe(title)
  await page.goto(`/House/${listingId}`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
})
