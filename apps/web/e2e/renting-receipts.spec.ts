import { readFile } from 'node:fs/promises'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn } from './support/hosting-app.ts'
import { reviewShot } from './support/review-shot.ts'

/*
 * Receipts: a renter's paid stay has a payment in the ledger; its receipt shows the rent, the
 * service fee and the GST and QST included in it (the e2e server has tax numbers), prints, and
 * downloads as a PDF.
 */

test.describe.configure({ timeout: 120_000 })

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await reviewShot(page, `/tmp/receipts-${name}-${testInfo.project.name}.png`)
}

const amountOf = (page: Page, label: string | RegExp) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label }) })
    .getByRole('cell')

test('a renter opens the receipt of their first payment from the transactions, in English and French, and downloads its PDF', async ({
  page,
  data,
  host,
}, testInfo) => {
  const renter = await data.account('Inès', 'Moreau')
  const listing = await data.listing(host)
  // Paid through the sandbox checkout's signed webhook, as the renter's own payment would be.
  const booking = await data.booking(renter, listing, { host, state: 'paid', checkIn: isoDaysFromNow(60) })

  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/transactions')
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible()
  await page
    .getByRole('link', { name: /^Receipt for the payment of / })
    .filter({ visible: true })
    .click()
  await expect(page).toHaveURL(/\/user-panel\/receipts\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Payment receipt' })).toBeVisible()
  await expect(page.getByText(/^DEM-\d{4}-\d{6}$/)).toBeVisible()
  await expect(page.getByText('Inès Moreau')).toBeVisible()
  await expect(page.getByText(booking.property?.title ?? '')).toBeVisible()
  const cents = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`
  await expect(amountOf(page, 'Rent')).toHaveText(cents(booking.monthly_rent))
  await expect(amountOf(page, 'Demeure service fee (taxes included)')).toHaveText(cents(booking.service_fee))
  await expect(amountOf(page, /^GST \(5%\)/)).toHaveText(/^\$\d+\.\d\d$/)
  await expect(amountOf(page, 'Total paid')).toHaveText(cents(booking.due_now))
  await screenshot(page, testInfo, 'en')
  // Printed, the receipt is alone on the sheet: no header, panel menu or buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden()
  await screenshot(page, testInfo, 'print')
  await page.emulateMedia({ media: 'screen' })

  // The PDF: fetched with the session, answered as a PDF, saved under the receipt's number.
  const answer = page.waitForResponse((response) => /\/api\/receipts\/[^/]+\/pdf\/$/.test(response.url()))
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const response = await answer
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^DEM-\d{4}-\d{6}\.pdf$/)
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-')

  // In French: the same receipt, in French words and money.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Reçu de paiement' })).toBeVisible()
  await expect(amountOf(page, 'Total payé')).toHaveText(/^\d[\d\u00a0]*,\d\d\u00a0\$$/)
  await expect(amountOf(page, /^TPS \(5\s%\)/)).toHaveText(/^\d+,\d\d\u00a0\$$/)
  await screenshot(page, testInfo, 'fr')
  await page.getByRole('link', { name: 'Retour aux transactions' }).click()
  await expect(page).toHaveURL(/\/user-panel\/transactions$/)
  await screenshot(page, testInfo, 'transactions-fr')
})
