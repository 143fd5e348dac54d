import { formatMoney, type TRentSchedule } from '@demeure/shared'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { runAxe } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'
import { displayDate } from './support/format.ts'
import { apiAsPage, isoDaysFromNow, logIn, switchUser } from './support/hosting-app.ts'
import { monthLater } from './support/renting-api.ts'
import { reviewShot } from './support/review-shot.ts'
import { expectToast } from './support/toasts.ts'

/*
 * Rent every month, on both panels: a renter pays a three-month stay in the sandbox checkout (the
 * card kept for later months), finds the schedule on the reservation (the first payment paid, the
 * next months due), turns autopay off and on, and pays the second month by hand; the host sees the
 * same months, read-only. No clock moves here (a refused card needs days to pass: the API tests and
 * the component tests cover it).
 */

test.describe.configure({ timeout: 120_000 })

/** Amounts as the schedule writes them: always with cents ("$1,200.00"). */
const cents = (amount: string) => formatMoney(amount, 'en', { cents: 'always' })

/** The whole page, and the card with its schedule open (to read it at full size). */
async function screenshot(page: Page, card: Locator, testInfo: TestInfo, name: string) {
  await reviewShot(page, `/tmp/rent-${name}-${testInfo.project.name}.png`)
  await card.screenshot({ path: `/tmp/rent-${name}-card-${testInfo.project.name}.png` })
}

/**
 * Opens the schedule (its summary line) and returns its rows, once there are `count` of them. The
 * line is clicked again only while the schedule is still closed: on a slow machine a click on a
 * freshly loaded page once left it closed (the line focused, the list never shown), and a second
 * click on an open schedule would fold it.
 */
async function openSchedule(card: Locator, title: string, count: number) {
  const schedule = card.locator('details').filter({ has: card.page().locator('summary', { hasText: title }) })
  const summary = schedule.locator('summary')
  const rows = card
    .getByRole('list', { name: /Payments of this stay|Paiements de ce séjour/ })
    .getByRole('listitem')
  await expect(async () => {
    if (!(await schedule.evaluate((node) => (node as HTMLDetailsElement).open))) await summary.click()
    await expect(rows).toHaveCount(count, { timeout: 3_000 })
  }).toPass({ timeout: 15_000 })
  return rows
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await runAxe(page, { rules: { 'label-content-name-mismatch': { enabled: true } } })
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([])
}

test('a paid stay has its rent schedule: month 1 paid, later months due, autopay off and on, a month paid by hand', async ({
  page,
  data,
  host,
  listing,
}, testInfo) => {
  const renter = await data.account('Yasmine', 'Belkacem')
  const checkIn = isoDaysFromNow(45)
  const booking = await data.booking(renter, listing, {
    host,
    state: 'approved',
    checkIn,
    checkOut: monthLater(monthLater(monthLater(checkIn))),
  })

  // The renter pays the first payment as the panel offers it, with the test card that works.
  await logIn(page, renter.email, renter.password)
  await page.goto('/user-panel/reservations')
  const card = page.getByRole('article', { name: booking.property?.title })
  await card.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//)
  await page
    .getByLabel('Test card (kept for the next months)')
    .selectOption({ label: 'Card ending in 4242: works' })
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/user-panel\/reservations$/)
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible()

  // Folded, the schedule says what comes next; open, every month with its date, amount and status.
  const secondDue = monthLater(checkIn)
  await expect(
    card.getByText(`Next: ${cents(booking.monthly_rent)} on ${displayDate(secondDue)}`),
  ).toBeVisible()
  const rows = await openSchedule(card, 'Rent schedule', 3)
  await expect(rows.nth(0)).toContainText('First payment: first month and service fee')
  await expect(rows.nth(0)).toContainText(cents(booking.due_now))
  await expect(rows.nth(0).getByText('Paid', { exact: true })).toBeVisible()
  await expect(rows.nth(0).getByRole('button')).toHaveCount(0)
  for (const [index, due] of [secondDue, monthLater(secondDue)].entries()) {
    const row = rows.nth(index + 1)
    await expect(row).toContainText(`${displayDate(due)}Month ${index + 2}`)
    await expect(row).toContainText(cents(booking.monthly_rent))
    await expect(row.getByText('Due', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: `Pay this month (due ${displayDate(due)})` })).toBeVisible()
  }
  await expectNoSeriousAxeViolations(page)
  await screenshot(page, card, testInfo, 'renter-en')

  // Autopay is the renter's choice: off, then on again, each saved at once.
  const autopay = card.getByRole('switch', { name: 'Automatic payments' })
  await expect(autopay).toHaveAttribute('aria-checked', 'true')
  await autopay.click()
  await expectToast(page, 'Automatic payments off: pay each month from this schedule.')
  await expect(autopay).toHaveAttribute('aria-checked', 'false')
  const rentPath = `/api/bookings/${booking.booking_id}/rent/`
  expect((await apiAsPage<TRentSchedule>(page, rentPath)).autopay).toBe(false)
  await autopay.click()
  await expect(autopay).toHaveAttribute('aria-checked', 'true')
  await expect.poll(async () => (await apiAsPage<TRentSchedule>(page, rentPath)).autopay).toBe(true)

  // The same schedule in French.
  await page.goto('/user-panel/reservations?lang=fr')
  const frenchRows = await openSchedule(card, 'Échéancier du loyer', 3)
  await expect(frenchRows.nth(0).getByText('Payé', { exact: true })).toBeVisible()
  await expect(frenchRows.nth(1).getByText('À payer', { exact: true })).toBeVisible()
  await expect(card.getByRole('switch', { name: 'Paiements automatiques' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await screenshot(page, card, testInfo, 'renter-fr')

  // The second month paid by hand, early, through the same checkout: it is paid, the third still due.
  await page.goto('/user-panel/reservations?lang=en')
  const again = await openSchedule(card, 'Rent schedule', 3)
  await again
    .nth(1)
    .getByRole('button', { name: /Pay this month/ })
    .click()
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\//)
  await expect(page.getByText(`Rent due ${displayDate(secondDue)}`)).toBeVisible()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page).toHaveURL(/\/user-panel\/reservations$/)
  await expectToast(page, 'Rent received. Thank you.')
  const paid = await openSchedule(card, 'Rent schedule', 3)
  await expect(paid.nth(1).getByText('Paid', { exact: true })).toBeVisible()
  await expect(paid.nth(2).getByText('Due', { exact: true })).toBeVisible()

  // The host sees the same months, read-only.
  await switchUser(page, host.email, host.password)
  await page.goto('/cohost-panel/bookings')
  const stay = page.getByRole('article', { name: `Booking by ${renter.name}` })
  const hostRows = await openSchedule(stay, 'Rent schedule', 3)
  await expect(hostRows.nth(0).getByText('Paid', { exact: true })).toBeVisible()
  await expect(hostRows.nth(1).getByText('Paid', { exact: true })).toBeVisible()
  await expect(hostRows.nth(2).getByText('Due', { exact: true })).toBeVisible()
  await expect(stay.getByRole('switch')).toHaveCount(0)
  await expect(stay.getByRole('button', { name: /Pay this month/ })).toHaveCount(0)
  await expectNoSeriousAxeViolations(page)
  await screenshot(page, stay, testInfo, 'host-en')
  await page.goto('/cohost-panel/bookings?lang=fr')
  const frenchStay = page.getByRole('article', { name: `Réservation de ${renter.name}` })
  await openSchedule(frenchStay, 'Échéancier du loyer', 3)
  await screenshot(page, frenchStay, testInfo, 'host-fr')
})
