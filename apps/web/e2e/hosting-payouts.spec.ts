import type { TPayoutAccount } from '@demeure/shared'
import type { Page, TestInfo } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { apiAsPage, logIn } from './support/hosting-app.ts'
import { reviewShot } from './support/review-shot.ts'

/*
 * Host payouts without keys: a co-host connects a sandbox payout account from the co-host
 * dashboard (the sandbox's onboarding page stands where Stripe's would), and staff find the Money
 * tab. No clock moves here: transfers, waiting payouts, overdue rent and refused transfers need
 * days to pass, and the API tests (modules/payouts) cover them.
 */

test.describe.configure({ timeout: 120_000 })

const TEXTS = {
  en: {
    connect: 'Connect a payout account',
    complete: 'Complete onboarding',
    enabled: 'Payouts go to your account',
    money: 'Money',
    empty: 'Nothing waiting here',
    overdue: 'Overdue rent',
    failed: 'Failed payouts',
  },
  fr: {
    connect: 'Connecter un compte de versement',
    complete: 'Terminer l’inscription',
    enabled: 'Vos versements vont à votre compte',
    money: 'Argent',
    empty: 'Rien en attente ici',
    overdue: 'Loyers en retard',
    failed: 'Versements échoués',
  },
} as const

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await reviewShot(page, `/tmp/payouts-shots/${name}-${testInfo.project.name}.png`)
}

/** The app in `language` (its catalogue) and the server's own pages too (Accept-Language). */
async function speak(page: Page, language: 'en' | 'fr') {
  await page.setExtraHTTPHeaders({ 'accept-language': language })
}

for (const language of ['en', 'fr'] as const) {
  const say = TEXTS[language]

  test(`a co-host connects a sandbox payout account (${language})`, async ({ page, host }, testInfo) => {
    await logIn(page, host.email, host.password)
    await speak(page, language)
    await page.goto(`/cohost-panel/dashboard?lang=${language}`)
    const card = page.getByRole('region', { name: say.connect })
    await expect(card).toBeVisible()
    await shoot(page, testInfo, `dashboard-${language}`)

    await card.getByRole('button', { name: say.connect }).click()
    await expect(page).toHaveURL(/\/api\/payouts\/sandbox\/sbx_acct_[^/]+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await shoot(page, testInfo, `onboarding-${language}`)
    await page.getByRole('button', { name: say.complete }).click()

    await expect(page).toHaveURL(/\/cohost-panel\/dashboard\?payouts=return$/)
    await expect(page.getByRole('heading', { name: say.enabled })).toBeVisible()
    await expect(page.getByRole('button', { name: say.connect })).toHaveCount(0)
    await shoot(page, testInfo, `enabled-${language}`)
    const account = await apiAsPage<TPayoutAccount>(page, '/api/payouts/account/')
    expect(account).toMatchObject({ status: 'enabled', provider: 'sandbox' })
  })

  test(`staff see the Money tab (${language})`, async ({ page, data }, testInfo) => {
    const staff = await data.staff()
    await logIn(page, staff.email, staff.password)
    await speak(page, language)
    await page.goto(`/admin?queue=money&lang=${language}`)
    await expect(page.getByRole('tab', { name: say.money })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('button', { name: say.overdue })).toHaveAttribute('aria-pressed', 'true')
    // Other tests' overdue months may be listed (one server for all): either a list or its empty state.
    await expect(
      page.getByRole('heading', { name: say.empty }).or(page.getByRole('article').first()),
    ).toBeVisible()
    await expect(page.getByRole('tab', { name: say.money })).toBeInViewport()
    await shoot(page, testInfo, `admin-money-${language}`)
    await page.getByRole('button', { name: say.failed }).click()
    await expect(page.getByRole('button', { name: say.failed })).toHaveAttribute('aria-pressed', 'true')
  })
}
