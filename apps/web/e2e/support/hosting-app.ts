import { expect, type Page } from '@playwright/test'

/** A date `days` from today, as date inputs take it (YYYY-MM-DD, Montreal's calendar). */
export function isoDaysFromNow(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(date)
}

/**
 * Logs in on /login and waits for the stored session. Where the app goes next (it reloads on '/')
 * is the auth specs' business; these specs go on from the page they need.
 */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  // The app reloads after a login: wait for the new page, then for the stored token on it.
  await expect(page).not.toHaveURL(/\/login$/)
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('accessToken')).catch(() => null))
    .toBeTruthy()
}

/** Ends the current session (the stored keys and the refresh cookie), then logs in as someone else. */
export async function switchUser(page: Page, email: string, password: string) {
  await page.evaluate(() => window.localStorage.clear())
  await page.context().clearCookies()
  await logIn(page, email, password)
}

/** Calls the API with the page's stored token, for what the test checks but the screen does not show. */
export async function apiAsPage<T>(page: Page, path: string): Promise<T> {
  const answer = await page.evaluate(async (url) => {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('accessToken')}` },
    })
    return { status: response.status, body: await response.json() }
  }, path)
  expect(answer.status, `GET ${path}`).toBe(200)
  return answer.body as T
}

/**
 * The toast (react-hot-toast renders a status region) with this text. Found by CSS, not by role:
 * while a modal dialog is open, everything outside it (the toaster too) is aria-hidden.
 */
export function toast(page: Page, text: string) {
  return page.locator('[role="status"]', { hasText: text })
}
