import type { TReportPerson } from '@demeure/shared'
import { useTranslation } from 'react-i18next'

/** One side of a report and their history: account age, reports made and received, actions taken. */
export function ReportPerson({ label, person }: { label: string; person: TReportPerson }) {
  const { t } = useTranslation()
  return (
    <section className="flex min-w-0 flex-col gap-1 rounded-control border border-line p-3 text-sm">
      <h4 className="font-semibold text-ink">{label}</h4>
      <p className="break-words text-ink">
        {person.name} <span className="text-ink-muted">@{person.username}</span>
      </p>
      {person.is_suspended && <p className="font-semibold text-danger">{t('admin.reports.suspended')}</p>}
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-ink-muted tabular-nums">
        <dt>{t('admin.reports.accountAge')}</dt>
        <dd>{t('admin.reports.days', { count: person.account_age_days })}</dd>
        <dt>{t('admin.reports.reportsMade')}</dt>
        <dd>{person.reports_made}</dd>
        <dt>{t('admin.reports.reportsAgainst')}</dt>
        <dd>{person.reports_against}</dd>
        <dt>{t('admin.reports.actionsAgainst')}</dt>
        <dd>{person.actions_against}</dd>
      </dl>
    </section>
  )
}
