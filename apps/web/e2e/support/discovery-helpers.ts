import type { TListingCard, TPage } from '@demeure/shared'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** What the API holds, so tests compare the screen with the server rather than with guesses. */
export async function searchApi(request: APIRequestContext, query: string): Promise<TPage<TListingCard>> {
  const response = await request.get(`/api/properties/?${query}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as TPage<TListingCard>
}

/** The result cards of the home page's list. */
export function resultCards(page: Page): Locator {
  return page.getByRole('region', { name: /homes?$|Searching homes/ }).getByRole('article')
}

/** The list's heading: "211 homes". */
export function resultsHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 2, name: /^[\d,]+ homes?$/ })
}

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7))

/**
 * Turns a calendar, by its next and previous month buttons (English or French), until its first
 * month is the month of `iso` (YYYY-MM-DD), and returns that month. A calendar opens on its first
 * month with a day to pick, which is next month on a month's last day when today cannot be picked:
 * counting clicks from where it opens picked a date a month late then.
 */
export async function showMonthOf(calendar: Locator, iso: string): Promise<Locator> {
  const month = calendar.locator('.rdp-month').first()
  const firstDay = month.locator('[data-day]:not([data-outside])').first()
  for (let step = 0; step < 36; step += 1) {
    const shown = (await firstDay.getAttribute('data-day')) ?? ''
    const ahead = monthIndex(iso) - monthIndex(shown)
    if (ahead === 0) return month
    await calendar
      .getByRole('button', {
        name: ahead > 0 ? /next month|mois suivant/i : /previous month|mois précédent/i,
      })
      .first()
      .click()
    await expect(firstDay).not.toHaveAttribute('data-day', shown)
  }
  throw new Error(`the calendar never showed the month of ${iso}`)
}

/** Picks the date `iso` (YYYY-MM-DD) in a calendar, turning it to that date's month first. */
export async function pickDate(calendar: Locator, iso: string) {
  const month = await showMonthOf(calendar, iso)
  await month.locator(`[data-day="${iso}"]:not([data-outside])`).getByRole('button').click()
}

/** The YYYY-MM-DD of the n-th day of the month `monthsAhead` from the current month (local time). */
export function isoDay(monthsAhead: number, day: number): string {
  const now = new Date()
  const date = new Date(now.getFullYear(), now.getMonth() + monthsAhead, day)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
