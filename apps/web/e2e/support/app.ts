import { expect, type Page, type TestInfo } from '@playwright/test'

/** The phone projects ('mobile', and 'mobile-solo' for the specs that run alone). */
export function isMobile(testInfo: TestInfo): boolean {
  return testInfo.project.use.isMobile === true
}

/** A username and email no earlier run has used. */
export function uniqueAccount(testInfo: TestInfo) {
  const id = `${Date.now().toString(36)}${testInfo.workerIndex}${Math.random().toString(36).slice(2, 6)}`
  return { username: `e2e_${id}`, email: `e2e.${id}@Example.test`, password: 'a-long-password' }
}

/** Where the header's account actions live: the chip's menu on desktop, the hamburger menu on mobile. */
export async function openAccountActions(page: Page, testInfo: TestInfo, username: string) {
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByText(username, { exact: true })).toBeVisible()
    return menu
  }
  await page.getByRole('button', { name: `Account menu for ${username}` }).click()
  return page.getByRole('menu')
}

/** Opens the header's login or sign-up dialog, through the hamburger menu on mobile. */
export async function openHeaderDialog(page: Page, testInfo: TestInfo, name: 'Log in' | 'Sign up') {
  if (isMobile(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name }).click()
  }
  const title = name === 'Log in' ? 'Welcome back' : 'Create your account'
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Logs in on the /login page; the app then reloads on '/'. */
export async function logInThroughPage(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  // The greeting shows for a moment around the reload: watch for it from before the click.
  const welcomed = page.getByText('Welcome!!').waitFor({ state: 'visible' })
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await welcomed
  await expect(page).toHaveURL('/')
}
