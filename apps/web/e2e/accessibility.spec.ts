import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD } from './support/app.ts'
import { HOST_EMAIL, logIn } from './support/hosting-app.ts'

const GUEST_EMAIL = 'guest@demo.demeure.ca'

/**
 * axe-core on every main page, once it has its content: a serious or critical violation fails the
 * spec, with each rule, its nodes and their selectors in the message.
 */
async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('main h1, main h2').first()).toBeVisible()
  // Every default rule, plus the name-matches-visible-label check axe still calls experimental.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
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

async function firstListingPath(page: Page) {
  const answer = await page.request.get('/api/properties/?page_size=1')
  const [first] = (await answer.json()).results as { property_id: number }[]
  return `/House/${first?.property_id}`
}

test.describe('accessibility (axe-core, serious and critical)', () => {
  for (const path of ['/', '/map', '/blogs', '/about', '/contact', '/login', '/signup']) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoSeriousViolations(page)
    })
  }

  test('house page', async ({ page }) => {
    await page.goto(await firstListingPath(page))
    await expectNoSeriousViolations(page)
  })

  test('user panel and the AI chat, as a renter', async ({ page }) => {
    await logIn(page, GUEST_EMAIL, DEMO_PASSWORD)
    await page.goto('/user-panel')
    await expectNoSeriousViolations(page)
    await page.goto('/ai-chat')
    await expectNoSeriousViolations(page)
  })

  test('co-host panel and the listing form, as a host', async ({ page }) => {
    await logIn(page, HOST_EMAIL, DEMO_PASSWORD)
    await page.goto('/cohost-panel/properties')
    await expectNoSeriousViolations(page)
    await page.goto('/cohost-panel/properties/new')
    await expectNoSeriousViolations(page)
  })
})
