import { formatDisplayDate, type TStaffReport } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { cx } from '../../../lib/cx.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { ReportActions } from './report-actions.tsx'
import { ReportPerson } from './report-person.tsx'

/** What the report points at: the listing, or the message in its conversation. */
function ReportContext({ report }: { report: TStaffReport }) {
  const { t } = useTranslation()
  if (report.listing) {
    const { listing } = report
    return (
      <p className="text-sm text-ink">
        {listing.status === 'published' ? (
          <Link to={`${ROUTES.listing}/${listing.id}`} className="font-semibold text-brand underline">
            {listing.title}
          </Link>
        ) : (
          <span className="font-semibold">{listing.title}</span>
        )}{' '}
        <span className="text-ink-muted">
          · {listing.city} · {t(`admin.status.${listing.status}`, listing.status)}
        </span>
      </p>
    )
  }
  if (report.message) {
    const lines = report.message.conversation
    return (
      <ol
        className="flex flex-col gap-1.5 rounded-control bg-canvas p-3 text-sm"
        aria-label={t('admin.reports.conversation')}
      >
        {/* The conversation in order; the last line is the reported message. */}
        {lines.map((line, index) => (
          <li
            key={line.id}
            className={cx(
              'break-words whitespace-pre-wrap text-ink',
              index === lines.length - 1 && 'rounded-sm bg-danger/10 px-1',
            )}
          >
            <span className="font-semibold">@{line.sender}: </span>
            {line.body}
          </li>
        ))}
      </ol>
    )
  }
  return null
}

/** One report: reason and details, context, both people's history, what was done, and the actions. */
export function ReportCard({ report }: { report: TStaffReport }) {
  const { t } = useTranslation()
  const titleId = `report-${report.id}`
  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-5 p-5 sm:p-6">
      <header className="flex flex-col gap-1">
        <h3 id={titleId} className="text-xl font-semibold break-words text-ink">
          {t(`admin.reports.kind.${report.target_kind}`)} · {t(`reports.reasons.${report.reason}`)}
        </h3>
        <p className="text-sm text-ink-muted tabular-nums">
          {t('admin.reports.reportedOn', { date: formatDisplayDate(report.created_at) })}
        </p>
      </header>
      {report.details && (
        <blockquote className="border-l-4 border-line-strong pl-3 break-words whitespace-pre-wrap text-ink">
          {report.details}
        </blockquote>
      )}
      <ReportContext report={report} />
      <div className="grid gap-3 sm:grid-cols-2">
        <ReportPerson label={t('admin.reports.reporter')} person={report.reporter} />
        <ReportPerson label={t('admin.reports.reported')} person={report.reported_user} />
      </div>
      {report.actions.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-ink-muted">
          {report.actions.map((entry) => (
            <li key={entry.created_at}>
              {t('admin.reports.logLine', {
                action: t(`admin.reports.actions.${entry.action}`),
                staff: entry.staff,
                date: formatDisplayDate(entry.created_at),
              })}
              {entry.note && ` — ${entry.note}`}
            </li>
          ))}
        </ul>
      )}
      {report.status === 'open' && <ReportActions report={report} />}
    </article>
  )
}
