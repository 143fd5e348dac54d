import { test } from '@playwright/test'
import { DEMO_PASSWORD, logInThroughPage } from './support/app.ts'

test('screens', async ({ page }, testInfo) => {
  const name = testInfo.project.name
  await page.goto('/ai-chat')
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/chatweb-${name}-overlay.png` })
  await logInThroughPage(page, 'guest@demo.demeure.ca', DEMO_PASSWORD)
  await page.goto('/ai-chat')
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/chatweb-${name}-empty.png` })
  if (process.env.CHAT_SERVER) {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const box = page.getByRole('textbox', { name: 'Your message' })
    await box.fill('A furnished apartment in Montreal under $1,500 a month')
    await box.press('Enter')
    await page.getByRole('region', { name: 'Suggested homes' }).waitFor()
    await page.waitForTimeout(1200)
    await page.screenshot({ path: `/tmp/chatweb-${name}-conversation.png` })
    await page.screenshot({ path: `/tmp/chatweb-${name}-conversation-full.png`, fullPage: true })
  }
})
