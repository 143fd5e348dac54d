import { expect, type Locator } from '@playwright/test'

/*
 * The product's date picker (the calendar of the booking panel, the search bar and the host's
 * periods), driven by the day's YYYY-MM-DD: each shown day carries it in `data-day`.
 */

const shownDays = (calendar: Locator) => calendar.locator('td[data-day]:not([data-outside])')

/** The calendar's button for that day, after paging to its month (at most two years away). */
export async function dayButton(calendar: Locator, iso: string): Promise<Locator> {
  await expect(shownDays(calendar).first()).toBeVisible()
  const cell = calendar.locator(`td[data-day="${iso}"]:not([data-outside])`)
  for (let step = 0; step < 24 && !(await cell.isVisible()); step += 1) {
    const firstShown = (await shownDays(calendar).first().getAttribute('data-day')) ?? ''
    const name = iso < firstShown ? /previous month|mois précédent/i : /next month|mois suivant/i
    await calendar.getByRole('button', { name }).first().click()
  }
  return cell.getByRole('button')
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
 * A day that cannot be picked: shown disabled, or (a day of an earlier month) out of reach, the
 * calendar refusing to page back to it.
 */
export async function expectDayRefused(calendar: Locator, iso: string) {
  await expect(shownDays(calendar).first()).toBeVisible()
  const cell = calendar.locator(`td[data-day="${iso}"]:not([data-outside])`)
  if (await cell.isVisible()) await expect(cell.getByRole('button')).toBeDisabled()
  else
    await expect(
      calendar.getByRole('button', { name: /previous month|mois précédent/i }).first(),
    ).toBeDisabled()
}
