import { formatMoney } from '@demeure/shared'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { pickDayIn } from './support/date-picker.ts'
import { expect, test } from './support/fixtures.ts'
import { displayDate } from './support/format.ts'
import { isoDaysFromNow, logIn, switchUser } from './support/hosting-app.ts'
import { monthLater } from './support/renting-api.ts'
import { reviewShot } from './support/review-shot.ts'
import { expectToast } from './support/toasts.ts'

/*
 * Extending a stay, both sides: the renter of a paid one-month stay asks for two more months from
 * the reservation card (the calendar offers only possible check-outs, the server's price shows
 * before sending), the host accepts on the bookings card, and the renter sees the new check-out and
 * the two new months in the rent schedule. No clock moves.
 */

test.describe.configure({ timeout: 120_000 })

const cents = (amount: string) => formatMoney(amount, 'en', { cents: 'always' })

async function shoot(page: Page, part: Locator, testInfo: TestInfo, name: string) {
  await reviewShot(page, `/tmp/extend-${name}-${testInfo.project.name}.png`)
  await part.screenshot({ path: `/tmp/extend-${name}-part-${testInfo.project.name}.png` })
}

test('the renter asks to extend, the host accepts, the new months join the rent schedule', async ({
  page,
  data,
  host,
  listing,
}, testInfo) => {
  const renter = await data.account('Nadia', 'Benali')
  const checkIn = isoDaysFromNow(45)
  const checkOut = monthLater(checkIn)
  const booking = await data.booking(renter, listing, { host, state: 'paid', checkIn, checkOut })
  const newCheckOut = monthLater(monthLater(checkOut))

  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  const card = page.getByRole('article', { name: booking.property?.title })
  await card.getByRole('button', { name: 'Extend my stay' }).click()
  const dialog = page.getByRole('dialog', { name: 'Extend my stay' })
  await dialog.getByRole('button', { name: /New check-out/ }).click()
  // The calendar opens on the first possible check-out's month.
  await pickDayIn(page.getByRole('dialog', { name: 'New check-out' }), newCheckOut)
  const plan = dialog.getByRole('list', { name: 'Payments added' }).getByRole('listitem')
  await expect(plan).toHaveCount(2)
  await expect(plan.first()).toContainText(displayDate(checkOut))
  await expect(plan.first()).toContainText(cents(booking.monthly_rent))
  await expect(dialog.getByText(/No new service fee/)).toBeVisible()
  await shoot(page, dialog, testInfo, 'dialog-en')
  await dialog.getByRole('button', { name: 'Ask the host' }).click()
  await expectToast(page, 'Your request was sent to the host.')
  await expect(card.getByText(/waiting for the host’s answer/)).toBeVisible()
  await shoot(page, card, testInfo, 'renter-pending-en')

  // The host answers on the bookings card, in French for the screenshot, then in English.
  await switchUser(page, host.email, host.password)
  await page.goto(`/cohost-panel/bookings?property=${listing.property_id}`)
  const request = page.getByRole('region', { name: 'Extension request' })
  await expect(request).toContainText(displayDate(newCheckOut))
  await shoot(page, request, testInfo, 'host-en')
  await request.getByRole('button', { name: 'Accept the extension' }).click()
  await expectToast(page, 'Extension accepted: the stay now ends later.')
  await expect(request).toBeHidden()

  // The renter: the new check-out on the card, three months in the schedule.
  await switchUser(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  await expect(card.getByText(displayDate(newCheckOut), { exact: true })).toBeVisible()
  await expect(card.getByText(/accepted: the new months are in your rent schedule/)).toBeVisible()
  await card.getByText(/^Next:/).click()
  const rows = card.getByRole('list', { name: /Payments of this stay/ }).getByRole('listitem')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(2)).toContainText(displayDate(monthLater(checkOut)))
  await shoot(page, card, testInfo, 'renter-after-en')
})

test('French: the extension dialog and the host’s request read in French', async ({
  page,
  data,
  host,
  listing,
}, testInfo) => {
  const renter = await data.account('Léa', 'Tremblay')
  const checkIn = isoDaysFromNow(50)
  const checkOut = monthLater(checkIn)
  const booking = await data.booking(renter, listing, { host, state: 'paid', checkIn, checkOut })
  const newCheckOut = monthLater(checkOut)

  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.reload()
  const card = page.getByRole('article', { name: booking.property?.title })
  await card.getByRole('button', { name: 'Prolonger mon séjour' }).click()
  const dialog = page.getByRole('dialog', { name: 'Prolonger mon séjour' })
  await dialog.getByRole('button', { name: /Nouvelle date de départ/ }).click()
  await pickDayIn(page.getByRole('dialog', { name: 'Nouvelle date de départ' }), newCheckOut)
  await expect(dialog.getByText(/Aucuns nouveaux frais de service/)).toBeVisible()
  await shoot(page, dialog, testInfo, 'dialog-fr')
  await dialog.getByRole('button', { name: 'Demander à l’hôte' }).click()
  await expect(card.getByText(/en attente de la réponse de l’hôte/)).toBeVisible()
  await shoot(page, card, testInfo, 'renter-pending-fr')

  await switchUser(page, host.email, host.password)
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'))
  await page.goto(`/cohost-panel/bookings?property=${listing.property_id}`)
  const request = page.getByRole('region', { name: 'Demande de prolongation' })
  await expect(request).toContainText(displayDate(newCheckOut))
  await shoot(page, request, testInfo, 'host-fr')
})
