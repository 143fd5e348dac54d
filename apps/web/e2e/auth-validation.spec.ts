import { openHeaderDialog } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'

test.describe('login, signup and forgot-password messages', () => {
  test('login asks for both fields and shows the server refusal', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields')

    await page.getByLabel('Email').fill('nobody@example.test')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields')

    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials')
    await expect(page).toHaveURL('/login')
  })

  test('signup checks all fields, then matching passwords, then their length', async ({ page }) => {
    await page.goto('/signup')
    const submit = page.getByRole('button', { name: 'Create account' })
    await submit.click()
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields')

    await page.getByLabel('Username').fill('someone_new')
    await page.getByLabel('First name').fill('Some')
    await page.getByLabel('Last name').fill('One')
    await page.getByLabel('Email').fill('someone@example.test')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').fill('different')
    await submit.click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByLabel('Confirm password')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Confirm password').fill('short')
    await submit.click()
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible()
    await expect(page.getByText('Passwords do not match')).toBeHidden()
  })

  test('the password toggle shows and hides the password', async ({ page }) => {
    await page.goto('/signup')
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).first().click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('forgot password asks for the email, on its page and in the login dialog', async ({
    page,
  }, testInfo) => {
    await page.goto('/forgot-password')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Please enter your email address')).toBeVisible()

    await page.getByLabel('Email').fill('nobody@example.test')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Password reset email sent! Please check your inbox.')).toBeVisible()

    await page.goto('/')
    const dialog = await openHeaderDialog(page, testInfo, 'Log in')
    await dialog.getByRole('button', { name: 'Forgot password?' }).click()
    const forgot = page.getByRole('dialog', { name: 'Reset your password' })
    await forgot.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Please enter your email address')).toBeVisible()
    await forgot.getByRole('button', { name: 'Back to log in' }).click()
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
  })

  test('the dialogs are exclusive and close on Escape', async ({ page }, testInfo) => {
    await page.goto('/')
    const login = await openHeaderDialog(page, testInfo, 'Log in')
    await login.getByRole('button', { name: 'Create an account' }).click()
    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('the reset page needs the token of the e-mailed link', async ({ page }) => {
    await page.goto('/reset-password')
    await expect(page.getByRole('alert')).toContainText('This reset link is incomplete.')
    await page.goto('/reset-password?token=not-a-real-token')
    await page.getByLabel('New password', { exact: true }).fill('a-new-password')
    await page.getByLabel('Confirm new password').fill('a-new-password')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page).toHaveURL(/\/reset-password/)
  })
})
