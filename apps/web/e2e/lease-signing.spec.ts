import { addMonths } from '@demeure/shared'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { displayDate } from './support/format.ts'
import { isoDaysFromNow, logIn, switchUser } from './support/hosting-app.ts'
import { reviewShot } from './support/review-shot.ts'
import { expectToast } from './support/toasts.ts'

/*
 * The lease of a paid stay, both sides: the host confirms sections F and G and signs, the renter
 * reads the lease (French first), is refused with another name, signs with their own, sees the
 * renewal window, and downloads the signed PDF. No clock moves (renewal is tested in the API).
 */

test.describe.configure({ timeout: 120_000 })

async function shoot(page: Page, part: Locator, testInfo: TestInfo, name: string) {
  await reviewShot(page, `/tmp/lease-${name}-${testInfo.project.name}.png`)
  await part.screenshot({ path: `/tmp/lease-${name}-part-${testInfo.project.name}.png` })
}

test('the host fills F and G and signs, the renter signs, both get the PDF', async ({
  page,
  data,
  host,
  listing,
}, testInfo) => {
  const renter = await data.account('Nadia', 'Benali')
  const checkIn = isoDaysFromNow(75)
  const checkOut = addMonths(checkIn, 2)
  const booking = await data.booking(renter, listing, { host, state: 'paid', checkIn, checkOut })

  await logIn(page, host.email, host.password)
  await page.goto(`/cohost-panel/bookings?property=${listing.property_id}`)
  const hostLease = page.getByRole('region', { name: 'Lease', exact: true })
  await expect(hostLease.getByTestId('lease-status')).toHaveText('Waiting for the host')
  // The host is told plainly that the end date is not automatic.
  await expect(hostLease.getByTestId('lease-renewal')).toContainText(
    `The end date (${displayDate(checkOut)}) is not automatic`,
  )
  await hostLease.getByRole('button', { name: 'Sections F and G' }).click()
  const fields = page.getByRole('dialog', { name: 'Sections F and G of the lease' })
  await expect(fields.getByText(/no stay of this home in the 12 months/)).toBeVisible()
  await fields.getByLabel('The home was not rented in the 12 months before this lease').uncheck()
  await fields.getByLabel('Lowest monthly rent paid (USD)').fill('douze')
  await fields.getByRole('button', { name: 'Save' }).click()
  await expect(fields.getByText('Enter an amount in dollars, such as 1150 or 1150.50.')).toBeVisible()
  await fields.getByLabel('Lowest monthly rent paid (USD)').fill('1100')
  await fields.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Sections F and G saved.')
  await expect(hostLease.getByTestId('lease-status')).toHaveText("Waiting for the renter's signature")

  await hostLease.getByRole('button', { name: 'Sign the lease' }).click()
  const hostSign = page.getByRole('dialog', { name: 'Sign the lease' })
  await hostSign.getByLabel('Your full name').fill(host.name.toUpperCase())
  await hostSign.getByLabel(/I consent to sign it electronically/).check()
  await hostSign.getByRole('button', { name: 'Sign', exact: true }).click()
  await expectToast(page, 'Lease signed.')
  await expect(hostLease).toContainText(`Signed by the host, ${host.name.toUpperCase()}`)

  await switchUser(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  const card = page.getByRole('article', { name: booking.property?.title })
  const lease = card.getByRole('region', { name: 'Lease', exact: true })
  await expect(lease.getByTestId('lease-renewal')).toContainText(
    `Your lease renews by law on ${displayDate(checkOut)}`,
  )
  // Renewed by law for the same term (art. 1941 C.c.Q.): two months more.
  await expect(lease.getByTestId('lease-renewal')).toContainText(
    `it renews for the same term, until ${displayDate(addMonths(checkIn, 4))}`,
  )
  await lease.getByRole('button', { name: 'Sign the lease' }).click()
  const sign = page.getByRole('dialog', { name: 'Sign the lease' })
  // French first: section G in French, with the host's amount.
  await expect(sign.getByText(/G\. Avis au nouveau locataire/)).toBeVisible()
  await expect(sign.getByText(/1\s100,00\s\$/)).toBeVisible()
  await sign.getByLabel('Your full name').fill('Someone Else')
  await sign.getByLabel(/I consent to sign it electronically/).check()
  await sign.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(
    sign.getByText(`Type your name as it appears on your Demeure account: ${renter.name}.`),
  ).toBeVisible()
  await shoot(page, sign, testInfo, 'sign-dialog')
  await sign.getByLabel('Your full name').fill(renter.name)
  await sign.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(lease.getByTestId('lease-status')).toHaveText('Signed by both')
  await shoot(page, lease, testInfo, 'renter-signed')

  const download = page.waitForEvent('download')
  await lease.getByRole('button', { name: 'Download the PDF' }).click()
  expect((await download).suggestedFilename()).toBe(`bail-lease-${booking.booking_id}.pdf`)
})
