import type { TLanguage } from '@demeure/shared'
import { pageUrl } from '@demeure/shared'
import { fillPath, hiddenRoutes } from '@demeure/shared/zod-free'
import { escapeHtml, sandboxShell, secureBadge } from '../payments/index.ts'

/** Back to the co-host dashboard, where the payout account card says what changed. */
const DASHBOARD_PATH = pageUrl.hostDashboard()

/**
 * The sandbox's payout onboarding, in the place of Stripe's hosted pages: what a real onboarding
 * would ask for, and one button that completes it (the account can then receive transfers).
 */
export function onboardingPage({
  language,
  t,
  accountRef,
  isEnabled,
}: {
  language: TLanguage
  t: (key: string) => string
  accountRef: string
  isEnabled: boolean
}): string {
  const action = escapeHtml(fillPath(hiddenRoutes.payoutSandboxComplete.path, { ref: accountRef }))
  const steps = ['payoutSandbox.stepIdentity', 'payoutSandbox.stepBank', 'payoutSandbox.stepTerms']
  const body = isEnabled
    ? `<p>${escapeHtml(t('payoutSandbox.done'))}</p>`
    : `<ul class="steps">${steps.map((key) => `<li>${escapeHtml(t(key))}</li>`).join('')}</ul>
<form method="post" action="${action}"><button class="pay">${escapeHtml(t('payoutSandbox.complete'))}</button></form>`
  return sandboxShell({
    language,
    title: t('payoutSandbox.title'),
    footer: t('sandbox.footer'),
    card: `${secureBadge(t('payoutSandbox.badge'))}
<h1>${escapeHtml(t('payoutSandbox.title'))}</h1><p>${escapeHtml(t('payoutSandbox.explain'))}</p>
${body}
<a class="back" href="${DASHBOARD_PATH}">${escapeHtml(t('payoutSandbox.back'))}</a>
`,
  })
}
