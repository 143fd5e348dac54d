import { test as base, type Page } from '@playwright/test'
import { shiftDate, testNowOffset } from '../../../../scripts/test-now.mjs'
import { type TAccount, TestData } from './test-data.ts'
import { recordToasts } from './toasts.ts'

/*
 * The specs' `test`: Playwright's, plus data made for this test alone through the API (see README.md).
 *   data    — a TestData: data.account(), data.host(), data.listing(host, {...}), data.booking(...), data.visit(...)
 *   host    — a fresh verified co-host (made on first use)
 *   listing — a published listing of `host`, open from tomorrow for a year, $1,200 a month, in Montreal
 *   renter  — a fresh account with no history
 * page    — Playwright's, whose goto and reload return once the app has taken over the page
 * Fixtures are lazy: a test that does not name `listing` creates none. Their API calls have a time
 * budget of their own, apart from the test's.
 */
const SETUP = { timeout: 60_000 }

/**
 * Home, a listing, the blog and the map arrive with a first screen the server drew
 * (docs/decisions/012); the app takes its place a moment after the load event. A locator that
 * found the server's copy of an element would then hold one that is gone, so a navigation is
 * over once the app has taken over (the stand-in, #app-shell, is gone).
 */
async function untilAppTakesOver(page: Page) {
  await page.waitForFunction(() => document.getElementById('app-shell') === null)
}

export const test = base.extend<{
  data: TestData
  host: TAccount
  listing: Awaited<ReturnType<TestData['listing']>>
  renter: TAccount
}>({
  // Every page of the test's context logs the toasts it shows (toasts.ts: expectToast).
  context: async ({ context }, use) => {
    await recordToasts(context)
    // `npm run test:e2e:on -- <moment>` shifts the run's Node clocks (scripts/test-now.mjs), and
    // each page's by the same offset. (Playwright's own clock lost its time at this app's first
    // navigation, so the pages take the same shift as Node instead.)
    const offset = testNowOffset()
    if (offset !== undefined) await context.addInitScript(shiftDate, offset)
    await use(context)
  },
  page: async ({ page }, use, testInfo) => {
    // A failure's report carries what the page threw: a crash shows as a missing element otherwise.
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message))
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await untilAppTakesOver(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await untilAppTakesOver(page)
      return response
    }
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus && pageErrors.length > 0) {
      await testInfo.attach('page errors', { body: pageErrors.join('\n\n'), contentType: 'text/plain' })
    }
  },
  data: async ({ request }, use, testInfo) => {
    await use(new TestData(request, testInfo))
  },
  host: [
    async ({ data }, use) => {
      await use(await data.host())
    },
    SETUP,
  ],
  listing: [
    async ({ data, host }, use) => {
      await use(await data.listing(host))
    },
    SETUP,
  ],
  renter: [
    async ({ data }, use) => {
      await use(await data.account('Amina', 'Diallo'))
    },
    SETUP,
  ],
})

export { expect } from '@playwright/test'
