import { openAccountActions, openHeaderDialog, uniqueAccount } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'
import { solidPng } from './support/png.ts'

test('sign up, log in, edit the profile, log out', async ({ page }, testInfo) => {
  const account = uniqueAccount(testInfo)
  await page.goto('/')

  // Sign up in the header's dialog.
  const signup = await openHeaderDialog(page, testInfo, 'Sign up')
  await signup.getByLabel('Username').fill(account.username)
  await signup.getByLabel('First name').fill('Camille')
  await signup.getByLabel('Last name').fill('Roy')
  await signup.getByLabel('Email').fill(account.email)
  await signup.getByLabel('Password', { exact: true }).fill(account.password)
  await signup.getByLabel('Confirm password').fill(account.password)
  await signup.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Account created successfully! Please log in.')).toBeVisible()

  // The login dialog takes over, with the (lowercased) email already filled in.
  const login = page.getByRole('dialog', { name: 'Welcome back' })
  await expect(login.getByLabel('Email')).toHaveValue(account.email.toLowerCase())
  await login.getByLabel('Password', { exact: true }).fill(account.password)
  await login.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Welcome!!')).toBeVisible()

  // The header shows who is signed in, and leads to the panel.
  const actions = await openAccountActions(page, testInfo, account.username)
  await actions
    .getByRole(testInfo.project.name === 'mobile' ? 'link' : 'menuitem', { name: 'My panel' })
    .click()
  await expect(page).toHaveURL('/user-panel')
  await expect(page.getByRole('heading', { name: 'Hello, Camille' })).toBeVisible()

  // Edit the profile, with a picture.
  await page
    .getByRole('navigation', { name: 'Panel sections' })
    .getByRole('link', { name: 'Profile' })
    .click()
  await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toBeVisible()
  await page.getByLabel('First name').fill('Camila')
  await page.getByLabel('Bio').fill('Nurse from Lyon, starting at the CHUM in January.')
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng(64, [15, 92, 92]) })
  await expect(page.getByText('New photo selected: avatar.png')).toBeVisible()
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile updated')).toBeVisible()

  // The server kept everything.
  await page.reload()
  await expect(page.getByLabel('First name')).toHaveValue('Camila')
  await expect(page.getByLabel('Bio')).toHaveValue('Nurse from Lyon, starting at the CHUM in January.')
  const picture = page.locator('form img')
  await expect(picture).toHaveAttribute('src', /\/media\//)
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)

  // Log out: back on the home page, signed out.
  const menu = await openAccountActions(page, testInfo, account.username)
  await menu
    .getByRole(testInfo.project.name === 'mobile' ? 'button' : 'menuitem', { name: 'Log out' })
    .click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Furnished monthly stays in Montreal' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log in' }),
    ).toBeVisible()
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
  }
})
