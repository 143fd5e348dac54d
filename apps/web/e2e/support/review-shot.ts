import type { Page } from '@playwright/test'

/**
 * A full-page screenshot kept for people to look at, not an assertion. Chromium now and then refuses
 * a full-page capture ("Protocol error (Page.captureScreenshot): Unable to capture screenshot"),
 * seen once in a CI run on a page that had just loaded; the shot is taken again once, after the
 * page's load and a moment, so a picture for review cannot fail the test it illustrates.
 */
export async function reviewShot(page: Page, path: string) {
  try {
    await page.screenshot({ path, fullPage: true })
  } catch (error) {
    if (!String(error).includes('Unable to capture screenshot')) throw error
    await page.waitForLoadState('load')
    await page.waitForTimeout(250)
    await page.screenshot({ path, fullPage: true })
  }
}
