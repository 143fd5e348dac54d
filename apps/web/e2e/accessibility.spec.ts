import type { ConsoleMessage, Page } from '@playwright/test'
import { runAxe } from './support/axe.ts'
import { expect, test } from './support/fixtures.ts'
import { isoDaysFromNow, logIn } from './support/hosting-app.ts'

/*
 * axe-core on every page, once it has its content, at both widths (the desktop and mobile
 * projects): a serious or critical violation fails the test, with each rule, its nodes and their
 * selectors in the message. Each page is also read in French (labels and names change with the
 * language), and its console must stay clean of the app's own warnings and errors.
 */

/** What a page may log that is not ours to fix: the offline map tiles (the e2e server points them at a dead port). */
const EXPECTED_CONSOLE = [/Failed to load resource/]

/** Collects the page's console warnings and errors from now on. */
function watchConsole(page: Page): string[] {
  const logged: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (!['warning', 'error'].includes(message.type())) return
    if (EXPECTED_CONSOLE.some((pattern) => pattern.test(message.text()))) return
    logged.push(`${message.type()}: ${message.text()}`)
  })
  return logged
}

async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('main h1, main h2').first()).toBeVisible()
  // Every default rule, plus the name-matches-visible-label check axe still calls experimental.
  const results = await runAxe(page, { rules: { 'label-content-name-mismatch': { enabled: true } } })
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id} (${violation.nodes.length}): ${violation.help}\n${violation.nodes
        .slice(0, 8)
        .map(
          (node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join('')}`,
        )
        .join('\n')}`,
  )
  expect.soft(report, `${page.url()}\n${report.join('\n')}`).toEqual([])
}

/** Each path in English, then in French. */
async function checkPages(page: Page, paths: string[]) {
  const logged = watchConsole(page)
  for (const language of ['en', 'fr']) {
    for (const path of paths) {
      // ?lang= picks the language as a shared link does (and keeps it for the next pages).
      await page.goto(`${path}?lang=${language}`)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expectNoSeriousViolations(page)
    }
  }
  expect.soft(logged, 'console warnings and errors').toEqual([])
}

test.describe('accessibility (axe-core, serious and critical)', () => {
  test.describe.configure({ timeout: 180_000 })

  test('public pages', async ({ page, request }) => {
    const [post] = (await (await request.get('/api/blogs')).json()).results as { id: number }[]
    await checkPages(page, [
      '/',
      '/map',
      '/blogs',
      `/blogs/${post?.id}`,
      '/about',
      '/contact',
      '/fees',
      '/faq',
      '/host-guide',
      '/list-your-property',
      '/rentals-managment',
      '/login',
      '/signup',
      '/forgot-password',
    ])
  })

  test('listing page', async ({ page, listing }) => {
    await checkPages(page, [`/House/${listing.property_id}`])
  })

  test('user panel, with a stay under way, and the AI chat, as a renter', async ({
    page,
    data,
    host,
    listing,
  }) => {
    const renter = await data.account('Lina', 'Haddad')
    await data.booking(renter, listing, { host, state: 'approved', checkIn: isoDaysFromNow(60) })
    await logIn(page, renter.email, renter.password)
    await checkPages(page, [
      '/user-panel',
      '/user-panel/reservations',
      '/user-panel/transactions',
      '/user-panel/notifications',
      '/user-panel/messages',
      '/user-panel/profile',
      '/user-panel/settings',
      '/user-panel/verification',
      '/ai-chat',
    ])
  })

  test('co-host panel, with a request to answer, and the listing form, as a host', async ({
    page,
    data,
    host,
    listing,
  }) => {
    const renter = await data.account('Noé', 'Lavoie')
    await data.booking(renter, listing, { checkIn: isoDaysFromNow(90) })
    await logIn(page, host.email, host.password)
    await checkPages(page, [
      '/cohost-panel/dashboard',
      '/cohost-panel/properties',
      '/cohost-panel/bookings',
      '/cohost-panel/properties/new',
    ])
  })

  test('staff area', async ({ page, data }) => {
    const staff = await data.staff()
    await logIn(page, staff.email, staff.password)
    await checkPages(page, ['/admin'])
  })
})
