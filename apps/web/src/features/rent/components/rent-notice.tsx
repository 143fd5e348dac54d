import { formatDisplayDate, type TRentSchedule } from '@demeure/shared'
import { CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'
import type { TRentSide } from '../api/rent-side.ts'
import { monthNeedingAttention } from '../lib/rent-status.ts'

/**
 * At the top of the schedule, the month that needs attention in a sentence: for the renter, that
 * the card was refused (or the bank asks to confirm) and when it is tried again, or that the month
 * is overdue; for the host, that the rent is late or overdue.
 */
export function RentNotice({ schedule, side }: { schedule: TRentSchedule; side: TRentSide }) {
  const { t } = useTranslation()
  const month = monthNeedingAttention(schedule)
  if (!month) return null
  const params = {
    date: formatDisplayDate(month.due_date),
    next: month.next_attempt_on ? formatDisplayDate(month.next_attempt_on) : '',
  }
  const isOverdue = month.status === 'overdue' || !month.next_attempt_on
  let text: string
  if (side === 'host') text = t(isOverdue ? 'rent.hostNotice.overdue' : 'rent.hostNotice.late', params)
  else if (isOverdue) text = t('rent.notice.overdue', params)
  else text = t(`rent.notice.${month.last_failure ?? 'declined'}`, params)

  return (
    <p
      className={cx(
        'flex items-start gap-2 rounded-control px-3 py-2.5 text-sm font-medium',
        isOverdue ? 'bg-danger-soft text-danger' : 'bg-warning-soft text-warning',
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  )
}
