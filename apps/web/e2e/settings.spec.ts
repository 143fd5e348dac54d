import { logInThroughPage, uniqueAccount } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'

test('settings: change the password, then the saved language', async ({ page, request }, testInfo) => {
  const account = uniqueAccount(testInfo)
  const registered = await request.post('/api/register/', {
    data: {
      username: account.username,
      email: account.email.toLowerCase(),
      password: account.password,
      first_name: 'Noor',
      last_name: 'Haddad',
      phone: '',
    },
  })
  expect(registered.status()).toBe(201)
  await logInThroughPage(page, account.email, account.password)
  await page.goto('/user-panel/settings')

  const form = page.getByRole('region', { name: 'Change password' })
  await form.getByLabel('Current password').fill(account.password)
  await form.getByLabel('New password', { exact: true }).fill('another-long-password')
  await form.getByLabel('Confirm new password').fill('not-the-same')
  await form.getByRole('button', { name: 'Update password' }).click()
  await expect(form.getByText('Passwords do not match')).toBeVisible()

  await form.getByLabel('Current password').fill('wrong-current-password')
  await form.getByLabel('Confirm new password').fill('another-long-password')
  await form.getByRole('button', { name: 'Update password' }).click()
  await expect(form.getByRole('alert')).toBeVisible()

  await form.getByLabel('Current password').fill(account.password)
  await form.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Password updated. Your other devices were signed out.')).toBeVisible()
  await expect(form.getByLabel('Current password')).toHaveValue('')

  // The language choice is stored in the browser and on the profile.
  await page.getByRole('radio', { name: 'Français' }).check({ force: true })
  await expect(page.getByText('Langue enregistrée')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Paramètres' })).toBeVisible()
  const language = await page.evaluate(async () => {
    const response = await fetch('/api/profile/', {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
    })
    return (await response.json()).language
  })
  expect(language).toBe('fr')

  // The new password is the one that works now, from a fresh browser (no stored session, and no
  // language cookie: the saved French choice would otherwise name the fields in French).
  await page.evaluate(() => localStorage.clear())
  await page.context().clearCookies()
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill('another-long-password')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL('/')
})
