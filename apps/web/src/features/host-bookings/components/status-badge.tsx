import type { TBookingStatus, TVisitStatus } from '@demeure/shared'
import { cx } from '../../../lib/cx.ts'

type TStatus = TBookingStatus | TVisitStatus

/**
 * Amber while the host has to answer, green once the stay or visit is on, red or grey once it is
 * over; always in words too, never colour alone (DESIGN.md).
 */
const STATUS_STYLES: Record<TStatus, string> = {
  requested: 'bg-warning-soft text-warning',
  approved: 'bg-brand-soft text-brand',
  accepted: 'bg-success-soft text-success',
  confirmed: 'bg-success-soft text-success',
  active: 'bg-brand text-white',
  completed: 'bg-canvas text-ink-muted',
  declined: 'bg-danger-soft text-danger',
  cancelled: 'bg-danger-soft text-danger',
  expired: 'bg-canvas text-ink-muted',
}

/** The label says it for the host's side ('Awaiting your answer'); the colour follows the status. */
export function StatusBadge({ status, label }: { status: TStatus; label: string }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold',
        STATUS_STYLES[status],
      )}
    >
      {label}
    </span>
  )
}
