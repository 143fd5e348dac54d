import { formatDisplayDate } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'

/** The payments an extension adds: each due date and its amount. */
export function InstalmentPlan({ plan }: { plan: readonly { due_date: string; amount: string }[] }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  return (
    <ul aria-label={t('extension.planLabel')} className="flex flex-col divide-y divide-line text-sm">
      {plan.map((entry) => (
        <li key={entry.due_date} className="flex justify-between gap-4 py-2 first:pt-0 last:pb-0">
          <span className="tabular-nums text-ink">{formatDisplayDate(entry.due_date)}</span>
          <span className="font-semibold tabular-nums text-ink">
            {formatUsd(entry.amount, language, { cents: 'always' })}
          </span>
        </li>
      ))}
    </ul>
  )
}
