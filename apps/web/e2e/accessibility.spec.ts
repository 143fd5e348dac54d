import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { logIn } from './support/hosting-app.ts'

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

test.describe('accessibility (axe-core, serious and critical)', () => {
  for (const path of ['/', '/map', '/blogs', '/about', '/contact', '/login', '/signup']) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoSeriousViolations(page)
    })
  }

  test('listing page', async ({ page, listing }) => {
    await page.goto(`/House/${listing.property_id}`)
    await expectNoSeriousViolations(page)
  })

  test('user panel and the AI chat, as a renter', async ({ page, renter }) => {
    await logIn(page, renter.email, renter.password)
    await page.goto('/user-panel')
    await expectNoSeriousViolations(page)
    await page.goto('/ai-chat')
    await expectNoSeriousViolations(page)
  })

  test('co-host panel and the listing form, as a host', async ({ page, host, listing: _listing }) => {
    await logIn(page, host.email, host.password)
    await page.goto('/cohost-panel/properties')
    await expectNoSeriousViolations(page)
    await page.goto('/cohost-panel/properties/new')
    await expectNoSeriousViolations(page)
  })
})
