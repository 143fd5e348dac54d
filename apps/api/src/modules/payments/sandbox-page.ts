import {
  formatDisplayDate,
  formatMoney,
  formatServiceFeeRate,
  pageUrl,
  type TLanguage,
} from '@demeure/shared'
import { fillPath, hiddenRoutes } from '@demeure/shared/zod-free'
import { escapeHtml, sandboxShell, secureBadge } from './sandbox-shell.ts'

export type TSandboxPage = {
  language: TLanguage
  t: (key: string, params?: Record<string, string | number>) => string
  ref: string
  amountCents: number
  isPending: boolean
  /** The stay paid for: the listing's title in the reader's language, its days and what is due. */
  stay: { title: string; checkIn: string; checkOut: string; rentCents: number; feeCents: number }
  /** Set when this checkout pays one later month by hand: its due date (no fee is in it). */
  rentDueDate?: string
}

/** The sandbox's test cards (payments/sandbox.ts) as the page offers them, the working one first. */
const CARD_CHOICES = [
  ['sbx_pm_4242', 'sandbox.card4242'],
  ['sbx_pm_0002', 'sandbox.card0002'],
  ['sbx_pm_3155', 'sandbox.card3155'],
] as const

const RESERVATIONS_PATH = pageUrl.reservations()

/**
 * The built-in checkout page, in the product's look (DESIGN.md colours, the Demeure mark, calm
 * copy) and the reader's language: what is paid for (the home, its dates, the first month's rent
 * and the service fee) as a real checkout shows it, amounts grouped and localized ("$1,624.00" /
 * "1 624,00 $"), and a way back to the renter's stays. Plain HTML forms, no script: it works the
 * same in every browser.
 */
export function sandboxPage({
  language,
  t,
  ref,
  amountCents,
  isPending,
  stay,
  rentDueDate,
}: TSandboxPage): string {
  const money = (cents: number) => formatMoney(cents / 100, language, { cents: 'always' })
  const amount = `${money(amountCents)} USD`
  // Amounts and dates stay on one line; a long title wraps.
  const line = (label: string, value: string, isFigure = true) =>
    `<div class="line"><dt>${escapeHtml(label)}</dt><dd${isFigure ? ' class="figure"' : ''}>${escapeHtml(value)}</dd></div>`
  const summary = `<dl class="summary">
${line(t('sandbox.home'), stay.title, false)}
${line(t('sandbox.dates'), `${formatDisplayDate(stay.checkIn)} → ${formatDisplayDate(stay.checkOut)}`)}
${
  rentDueDate
    ? line(t('sandbox.rentDue', { date: formatDisplayDate(rentDueDate) }), money(amountCents))
    : `${line(t('sandbox.firstMonth'), money(stay.rentCents))}
${line(t('sandbox.serviceFee', { rate: formatServiceFeeRate(language) }), money(stay.feeCents))}`
}
</dl>`
  // The card paid with is kept for the stay's later months (a test card that works, is declined, or asks for authentication).
  const cards = `<label class="cards">${escapeHtml(t('sandbox.cardLabel'))}<select name="card">${CARD_CHOICES.map(
    ([value, key]) => `<option value="${value}">${escapeHtml(t(key))}</option>`,
  ).join('')}</select></label>`
  const action = (outcome: string) =>
    escapeHtml(fillPath(hiddenRoutes.paymentSandboxOutcome.path, { ref, outcome }))
  const body = isPending
    ? `<form method="post" action="${action('paid')}">${cards}<button class="pay">${escapeHtml(t('sandbox.pay', { amount }))}</button></form>
       <form method="post" action="${action('failed')}"><button class="fail">${escapeHtml(t('sandbox.fail'))}</button></form>
       <a class="back" href="${RESERVATIONS_PATH}">${escapeHtml(t('sandbox.cancel'))}</a>`
    : `<p>${escapeHtml(t('sandbox.done'))}</p><a class="back" href="${RESERVATIONS_PATH}">${escapeHtml(t('sandbox.back'))}</a>`
  return sandboxShell({
    language,
    title: t('sandbox.title'),
    footer: t('sandbox.footer'),
    card: `${secureBadge(t('sandbox.badge'))}
<h1>${escapeHtml(t('sandbox.title'))}</h1><p>${escapeHtml(t('sandbox.explain'))}</p>
${summary}
<div class="label">${escapeHtml(t('sandbox.amountLabel'))}</div><div class="amount">${escapeHtml(amount)}</div>
${body}
`,
  })
}
