import { expect, type Locator } from '@playwright/test'

/*
 * The product's date picker (the calendar of the booking panel, the search bar and the host's
 * periods), driven by the day's YYYY-MM-DD: each shown day carries it in `data-day`.
 */

const shownDays = (calendar: Locator) => calendar.locator('td[data-day]:not([data-outside])')

const dayCell = (calendar: Locator, iso: string) =>
  calendar.locator(`td[data-day="${iso}"]:not([data-outside])`)

/**
 * Pages the calendar towards the day's month (at most two years away) until the day is shown, or
 * until the calendar will page no further that way: false then.
 */
async function pageTo(calendar: Locator, iso: string): Promise<boolean> {
  await expect(shownDays(calendar).first()).toBeVisible()
  const cell = dayCell(calendar, iso)
  for (let step = 0; step < 24; step += 1) {
    if (await cell.isVisible()) return true
    const firstShown = (await shownDays(calendar).first().getAttribute('data-day')) ?? ''
    const name = iso < firstShown ? /previous month|mois précédent/i : /next month|mois suivant/i
    const towards = calendar.getByRole('button', { name }).first()
    if (await towards.isDisabled()) return false
    await towards.click()
  }
  return cell.isVisible()
}

/** The calendar's button for that day, after paging to its month. */
export async function dayButton(calendar: Locator, iso: string): Promise<Locator> {
  await pageTo(calendar, iso)
  return dayCell(calendar, iso).getByRole('button')
}

/** Picks the day in a calendar that is already open. */
export async function pickDayIn(calendar: Locator, iso: string) {
  await (await dayButton(calendar, iso)).click()
}

/**
 * Opens the date field named `label` in `scope` (unless it opened itself, as an end does once its
 * start is chosen) and picks the day; the calendar closes on it.
 */
export async function pickDate(scope: Locator, label: string, iso: string) {
  const calendar = scope.getByRole('dialog', { name: label })
  if (!(await calendar.isVisible()))
    await scope.getByRole('button', { name: new RegExp(`^${label}`) }).click()
  await pickDayIn(calendar, iso)
  await expect(calendar).toHaveCount(0)
}

/**
 * A day that cannot be picked: shown disabled once its month is paged to, or out of reach, the
 * calendar refusing to page that far (yesterday on the first of a month: the calendar opens on the
 * new month and does not page back). On a month's last day a calendar that opens on next month
 * still pages back to today's, and yesterday is then shown disabled.
 */
export async function expectDayRefused(calendar: Locator, iso: string) {
  if (await pageTo(calendar, iso)) await expect(dayCell(calendar, iso).getByRole('button')).toBeDisabled()
}
