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

/** The YYYY-MM-DD of the n-th day of the month `monthsAhead` from the current month (local time). */
export function isoDay(monthsAhead: number, day: number): string {
  const now = new Date()
  const date = new Date(now.getFullYear(), now.getMonth() + monthsAhead, day)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
