import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'

/*
 * The demo renter (README's logins) is the one account a visitor tries first: their panel must show
 * a life on Demeure, not an empty page. The demo data only; this spec reads and changes nothing.
 */
test('the demo renter sees a stay ahead, a finished stay to review and a conversation', async ({ page }) => {
  await logIn(page, 'guest@demo.demeure.ca', 'demeure-demo')
  await page.goto('/user-panel/reservations')
  await expect(page.getByRole('heading', { name: 'My reservations', level: 1 })).toBeVisible()
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add review' })).toHaveCount(1)
  await page.goto('/user-panel/messages')
  await expect(
    page.getByText('Is there somewhere safe to keep a bike?').or(page.getByText(/locked shed/)),
  ).toBeVisible()
})
