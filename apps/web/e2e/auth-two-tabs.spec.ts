import type { Page, Route } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'

/**
 * Holds each token refresh until a second one arrives (or 1.5 s pass), then lets them through
 * together: the two requests then carry the same refresh cookie, as when a browser restores two
 * tabs at once. (The cookie is fixed when the request is sent, before it is held.)
 */
async function holdRefreshesTogether(page: Page) {
  let held: Route[] = []
  const release = () => {
    for (const route of held) void route.continue()
    held = []
  }
  await page.context().route('**/api/token/refresh/', (route) => {
    held.push(route)
    if (held.length >= 2) release()
    else setTimeout(release, 1500)
  })
}

const RESERVATIONS = { name: 'My reservations', level: 1 } as const

test('two tabs whose access token expired both stay signed in', async ({ page, data }) => {
  const renter = await data.account('Tabs', 'Moreau')
  await logIn(page, renter.email, renter.password)
  const second = await page.context().newPage()
  await Promise.all([page.goto('/user-panel/reservations'), second.goto('/user-panel/reservations')])
  for (const tab of [page, second]) await expect(tab.getByRole('heading', RESERVATIONS)).toBeVisible()
  await holdRefreshesTogether(page)

  // Both tabs find an expired access token at once and refresh.
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired'))
    await Promise.all([page.reload(), second.reload()])
    for (const tab of [page, second]) {
      await expect(tab.getByRole('heading', RESERVATIONS)).toBeVisible()
      await expect(tab).toHaveURL(/\/user-panel\/reservations$/)
    }
  }
  // The session is still alive on the server: the token the tabs stored works (once their
  // refreshes have settled).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const response = await fetch('/api/profile/', {
          headers: { Authorization: `Bearer ${window.localStorage.getItem('accessToken')}` },
        })
        return response.status
      }),
    )
    .toBe(200)
})
