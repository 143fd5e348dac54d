import { expect, test } from '@playwright/test'
import { logIn } from './support/hosting-app.ts'
import { newRenter } from './support/renting-api.ts'

test('two tabs whose access token expired both stay signed in', async ({ page, request }) => {
  const renter = await newRenter(request, test.info(), 'Tabs')
  await logIn(page, renter.email, renter.password)
  const second = await page.context().newPage()
  await Promise.all([page.goto('/user-panel/reservations'), second.goto('/user-panel/reservations')])
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'My reservations', level: 1 })).toBeVisible()
  }

  // Both tabs find an expired access token at once (as a browser restoring its tabs does) and
  // refresh with the same cookie.
  await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired'))
  await Promise.all([page.reload(), second.reload()])
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'My reservations', level: 1 })).toBeVisible()
    await expect(tab).toHaveURL(/\/user-panel\/reservations$/)
  }
  // The session lives on: one more expiry is refreshed again, not refused as a replay.
  await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired'))
  await Promise.all([page.reload(), second.reload()])
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { name: 'My reservations', level: 1 })).toBeVisible()
    await expect(tab).toHaveURL(/\/user-panel\/reservations$/)
  }
})
