import type { TBookingStatus } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

/**
 * Amber while the host decides, solid brand when it is the guest's turn (pay), green once the stay is
 * secured, red when it ended early; the label always says it in words (DESIGN.md).
 */
const STATUS_STYLES: Record<TBookingStatus, string> = {
  requested: 'bg-warning-soft text-warning',
  approved: 'bg-brand text-white',
  confirmed: 'bg-success-soft text-success',
  active: 'bg-brand-soft text-brand',
  completed: 'bg-canvas text-ink-muted',
  declined: 'bg-danger-soft text-danger',
  cancelled: 'bg-danger-soft text-danger',
  expired: 'bg-canvas text-ink-muted',
}

/** Where a reservation stands, in words and colour. */
export function ReservationStatusBadge({ status }: { status: TBookingStatus }) {
  const { t } = useTranslation()
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold',
        STATUS_STYLES[status],
      )}
    >
      {t(`reservations.status.${status}`)}
    </span>
  )
}
