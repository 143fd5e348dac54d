import { isMobile } from './support/app.ts'
import { expect, test } from './support/fixtures.ts'

test('closing a dialog gives focus back to the button that opened it', async ({ page }, testInfo) => {
  test.skip(isMobile(testInfo), 'The header buttons are in the menu on mobile.')
  await page.goto('/')
  const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' })
  for (const close of ['Escape', 'button'] as const) {
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Welcome back' })
    await expect(dialog).toBeVisible()
    if (close === 'Escape') await page.keyboard.press('Escape')
    else await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  }
})
