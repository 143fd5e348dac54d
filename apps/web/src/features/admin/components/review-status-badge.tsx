import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

const STYLES: Record<string, string> = {
  pending: 'bg-warning-soft text-warning',
  pending_review: 'bg-warning-soft text-warning',
  approved: 'bg-success-soft text-success',
  published: 'bg-success-soft text-success',
  rejected: 'bg-danger-soft text-danger',
}

type TReviewStatus = 'pending' | 'pending_review' | 'approved' | 'published' | 'rejected'

function isReviewStatus(status: string): status is TReviewStatus {
  return status in STYLES
}

/** A review status in words and colour. */
export function ReviewStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  if (!isReviewStatus(status)) return null
  return (
    <span className={cx('shrink-0 rounded-full px-3 py-1 text-sm font-medium', STYLES[status])}>
      {t(`admin.status.${status}`)}
    </span>
  )
}
