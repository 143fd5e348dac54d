import { useTranslation } from 'react-i18next'
import { useAdminReports } from '../api/use-admin-reports.ts'
import { REPORT_FILTERS } from '../lib/review-status.ts'
import { ReportCard } from './report-card.tsx'
import { ReviewQueue } from './review-queue.tsx'

/** Reports from users, oldest first: what was reported, by whom, and what staff did. */
export function ReportQueue() {
  const { t } = useTranslation()
  return (
    <ReviewQueue
      filters={REPORT_FILTERS}
      useItems={useAdminReports}
      empty={{ title: t('admin.reports.empty'), text: t('admin.reports.emptyText') }}
      keyOf={(report) => report.id}
      renderItem={(report) => <ReportCard report={report} />}
    />
  )
}
