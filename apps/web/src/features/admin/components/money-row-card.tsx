import { formatDisplayDate, type TAdminMoneyRow } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { formatUsd } from '../../../lib/format-money.ts'
import { localDisplayDate } from '../../../lib/format-timestamp.ts'
import { toLanguage } from '../../../lib/language.ts'

/** One overdue month or one refused payout: the stay, its people, the money and the tries. */
export function MoneyRowCard({ row }: { row: TAdminMoneyRow }) {
  const { t, i18n } = useTranslation()
  const isRent = row.kind === 'overdue_rent'
  const facts: [string, string][] = [
    [t('admin.money.renter'), row.renter],
    [t('admin.money.host'), row.host],
    ...(isRent && row.seq !== null ? [[t('admin.money.month'), String(row.seq)] as [string, string]] : []),
    [
      isRent ? t('admin.money.dueDate') : t('admin.money.releasedOn'),
      row.due_date ? formatDisplayDate(row.due_date) : '—',
    ],
    [t('admin.money.amount'), formatUsd(row.amount, toLanguage(i18n.resolvedLanguage), { cents: 'always' })],
    [t('admin.money.attempts'), String(row.attempts)],
    [
      t('admin.money.reason'),
      row.reason ? t(`admin.money.reasons.${row.reason}`, { defaultValue: row.reason }) : '—',
    ],
  ]
  if (!isRent) {
    facts.push([
      t('admin.money.nextTry'),
      row.next_attempt_at ? localDisplayDate(row.next_attempt_at) : t('admin.money.noMoreTries'),
    ])
  }
  return (
    <article className="card flex flex-col gap-4 p-5 sm:p-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold text-ink">{row.listing_title}</h3>
        <span className="text-sm text-ink-muted tabular-nums">
          {t('reservations.reference', { id: row.booking_id })}
        </span>
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
            <dd className="text-ink tabular-nums break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
