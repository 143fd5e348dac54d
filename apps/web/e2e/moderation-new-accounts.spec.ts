import { NEW_ACCOUNT_WATCH_AT } from '@demeure/shared'
import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'
import { bearer } from './support/renting-api.ts'
import { reviewShot } from './support/review-shot.ts'

/*
 * New accounts are slowed, not blocked (docs/product-rules.md, "New accounts"): a renter who writes
 * to many hosts in its first day is shown to staff in the console's New accounts tab.
 */
test('staff see a new account that wrote to many hosts in its first day', async ({
  page,
  data,
  renter,
}, testInfo) => {
  test.setTimeout(120_000)
  const hosts = await Promise.all(
    Array.from({ length: NEW_ACCOUNT_WATCH_AT }, (_, n) => data.host('Hôte', `Numéro ${n + 1}`)),
  )
  const listings = await Promise.all(hosts.map((host) => data.listing(host)))
  for (const listing of listings) {
    const started = await page.request.post('/api/conversations/', {
      headers: bearer(renter.access),
      data: { property: String(listing.property_id), message: 'Bonjour, est-ce encore libre en septembre ?' },
    })
    expect(started.status(), await started.text()).toBe(201)
  }

  const staff = await data.staff()
  await logIn(page, staff.email, staff.password)
  await page.goto('/admin?queue=new-accounts')
  await expect(page.getByRole('tab', { name: 'New accounts' })).toHaveAttribute('aria-selected', 'true')
  const card = page.getByRole('article').filter({ hasText: renter.email })
  await expect(card.getByRole('heading', { name: renter.name })).toBeVisible()
  await expect(card.getByText('Hosts contacted')).toBeVisible()
  await expect(card.getByText(String(NEW_ACCOUNT_WATCH_AT), { exact: true })).toBeVisible()
  await expect(card.getByText('Watched', { exact: true })).toBeVisible()
  await reviewShot(page, testInfo.outputPath('new-accounts.png'))
})
