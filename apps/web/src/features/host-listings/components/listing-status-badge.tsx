import { LISTING_STATUSES, type TListingStatus } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

const STATUS_STYLES: Record<TListingStatus, string> = {
  published: 'bg-success-soft text-success',
  pending_review: 'bg-warning-soft text-warning',
  rejected: 'bg-danger-soft text-danger',
  archived: 'bg-canvas text-ink-muted',
}

function statusOf(status: string): TListingStatus {
  return LISTING_STATUSES.find((known) => known === status) ?? 'archived'
}

/** Where a listing stands, in words and colour. */
export function ListingStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  const known = statusOf(status)
  return (
    <span className={cx('shrink-0 rounded-full px-3 py-1 text-sm font-medium', STATUS_STYLES[known])}>
      {t(`hostListings.status.${known}`)}
    </span>
  )
}
