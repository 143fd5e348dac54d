import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn, switchUser } from './support/hosting-app.ts'
import { pagedPdfFile } from './support/hosting-files.ts'
import { bearer } from './support/renting-api.ts'
import { reviewShot } from './support/review-shot.ts'

/*
 * The renter's papers stay the renter's: the host sees a document only as a watermarked image in
 * the page (no download, no file link), the renter sees who looked; the privacy page and the
 * "Your data" settings in both languages.
 */

test.describe.configure({ timeout: 120_000 })

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await reviewShot(page, `/tmp/privacy-${name}-${testInfo.project.name}.png`)
}

test("the host views a renter's document watermarked, cannot download it, and the renter sees the view", async ({
  page,
  data,
  host,
  listing,
}, testInfo) => {
  const renter = await data.account('Amara', 'Diallo')
  const booking = await data.booking(renter, listing, {
    checkIn: isoDaysFromNow(200),
    checkOut: isoDaysFromNow(260),
  })
  const photo = booking.agreement.documents.find((document) => document.kind === 'rental_history')
  if (!photo) throw new Error('no rental history document')

  await logIn(page, host.email, host.password)
  await page.goto('/cohost-panel/bookings')
  const card = page.getByRole('article', { name: `Booking by ${renter.name}` })
  await card.getByRole('button', { name: 'View reference.png' }).click()
  const viewer = page.getByRole('dialog', { name: 'Previous rental history' })
  const image = viewer.getByRole('img', { name: /reference\.png, watermarked/ })
  await expect(image).toBeVisible()
  // An in-page image (a blob held by the page), never a link to the file.
  expect(await image.getAttribute('src')).toMatch(/^blob:/)
  await expect(viewer.getByRole('link')).toHaveCount(0)
  await screenshot(page, testInfo, 'host-viewer')
  await page.keyboard.press('Escape')

  // Every way to the original is refused to the host.
  const download = await page.request.get(
    `/api/bookings/${booking.booking_id}/documents/${photo.id}/view/?download=1`,
    { headers: bearer(host.access) },
  )
  expect(download.status()).toBe(403)
  const fileLink = await page.request.get(`/api/files/${photo.id}/`, { headers: bearer(host.access) })
  expect(fileLink.status()).toBe(403)

  // The renter sees who looked, and still opens their own file.
  await switchUser(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  const stay = page.getByRole('article').filter({ hasText: listing.title })
  await stay.getByText('My documents').click()
  await expect(
    stay.getByText(new RegExp(`Previous rental history viewed by ${host.name} on .+ at \\d\\d:\\d\\d`)),
  ).toBeVisible()
  await expect(stay.getByRole('button', { name: 'Open reference.png' })).toBeVisible()
  await screenshot(page, testInfo, 'renter-log')
})

test("the host pages through a renter's PDF, each page watermarked, and the renter sees one view", async ({
  page,
  data,
  host,
  listing,
}, testInfo) => {
  const renter = await data.account('Léa', 'Gagnon')
  const booking = await data.booking(renter, listing, {
    checkIn: isoDaysFromNow(210),
    checkOut: isoDaysFromNow(270),
    files: { income_proof: pagedPdfFile('payslips.pdf', 3) },
  })
  const payslips = booking.agreement.documents.find((document) => document.kind === 'income_proof')
  if (!payslips) throw new Error('no income proof')

  await logIn(page, host.email, host.password)
  await page.goto('/cohost-panel/bookings')
  const card = page.getByRole('article', { name: `Booking by ${renter.name}` })
  await card.getByRole('button', { name: 'View payslips.pdf' }).click()
  const viewer = page.getByRole('dialog', { name: 'Employment and income proof' })
  const pages = viewer.getByRole('navigation', { name: 'Pages of the document' })
  await expect(viewer.getByRole('img', { name: /payslips\.pdf, page 1 of 3, watermarked/ })).toBeVisible()
  await expect(pages.getByText('Page 1 of 3')).toBeVisible()
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  const first = await viewer.getByRole('img').getAttribute('src')
  expect(first).toMatch(/^blob:/)
  await screenshot(page, testInfo, 'pdf-page-1')

  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(viewer.getByRole('img', { name: /payslips\.pdf, page 2 of 3/ })).toBeVisible()
  await pages.getByRole('button', { name: 'Next page' }).click()
  const last = viewer.getByRole('img', { name: /payslips\.pdf, page 3 of 3/ })
  await expect(last).toBeVisible()
  expect(await last.getAttribute('src')).not.toBe(first)
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await expect(viewer.getByRole('link')).toHaveCount(0)
  await screenshot(page, testInfo, 'pdf-page-3')
  await page.keyboard.press('Escape')

  // Still no way to the file for the host.
  const download = await page.request.get(
    `/api/bookings/${booking.booking_id}/documents/${payslips.id}/view/?download=1&page=2`,
    { headers: bearer(host.access) },
  )
  expect(download.status()).toBe(403)

  // Three pages turned in one opening: the renter's log has one line for it.
  await switchUser(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  const stay = page.getByRole('article').filter({ hasText: listing.title })
  await stay.getByText('My documents').click()
  await expect(
    stay.getByText(new RegExp(`Employment and income proof viewed by ${host.name} on .+ at \\d\\d:\\d\\d`)),
  ).toHaveCount(1)
})

test('the privacy page names the person in charge and the retention periods, in English and French', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
  await expect(page).toHaveURL('/privacy')
  await expect(
    page.getByRole('heading', { name: 'How we handle your personal information', level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'privacy@demeure.ca' })).toBeVisible()
  await expect(page.getByText(/30 days after a request ends without a stay/)).toBeVisible()
  await expect(page.getByText(/Commission d’accès à l’information/)).toBeVisible()
  await screenshot(page, testInfo, 'page-en')

  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.reload()
  await expect(
    page.getByRole('heading', { name: 'Comment nous traitons vos renseignements personnels', level: 1 }),
  ).toBeVisible()
  await expect(page.getByText(/12 mois après la fin d’un séjour/)).toBeVisible()
  await screenshot(page, testInfo, 'page-fr')
})

test('settings: the data export downloads, and deleting the account asks for the password', async ({
  page,
  renter,
}, testInfo) => {
  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/settings')
  const section = page.getByRole('region', { name: 'Your data' })
  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Download my data' }).click()
  expect((await download).suggestedFilename()).toMatch(/^demeure-data-\d{4}-\d\d-\d\d\.json$/)

  await section.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Your password').fill('not-the-password')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByRole('alert')).toContainText('The current password is incorrect.')
  await screenshot(page, testInfo, 'delete-dialog')
  await dialog.getByLabel('Your password').fill(renter.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Your account was deleted.')).toBeVisible()
  const profile = await page.request.get('/api/profile/', { headers: bearer(renter.access) })
  expect(profile.status()).toBe(401)
})
