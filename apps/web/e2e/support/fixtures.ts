import { test as base } from '@playwright/test'
import { type TAccount, TestData } from './test-data.ts'

/*
 * The specs' `test`: Playwright's, plus data made for this test alone through the API (see README.md).
 *   data    — a TestData: data.account(), data.host(), data.listing(host, {...}), data.booking(...), data.visit(...)
 *   host    — a fresh verified co-host (made on first use)
 *   listing — a published listing of `host`, open from tomorrow for a year, $1,200 a month, in Montreal
 *   renter  — a fresh account with no history
 * Fixtures are lazy: a test that does not name `listing` creates none. Their API calls have a time
 * budget of their own, apart from the test's.
 */
const SETUP = { timeout: 60_000 }

export const test = base.extend<{
  data: TestData
  host: TAccount
  listing: Awaited<ReturnType<TestData['listing']>>
  renter: TAccount
}>({
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
