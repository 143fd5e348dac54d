import { formatDisplayDate, type TRentSchedule } from '@demeure/shared'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { cx } from '../../../lib/cx.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { loadErrorText } from '../../../lib/load-error-text.ts'
import type { TRentSide } from '../api/rent-side.ts'
import { useRentSchedule } from '../api/use-rent-schedule.ts'
import { monthNeedingAttention, nextUnpaid } from '../lib/rent-status.ts'

type TRentDisclosureProps = {
  side: TRentSide
  bookingId: number
  /** `footer`: the last band of a renter's card; `boxed`: a framed block inside a host's card. */
  framing: 'footer' | 'boxed'
  children: (schedule: TRentSchedule) => ReactNode
}

/**
 * A stay's rent schedule folded under one line, so that cards stay short: the line says what comes
 * next (or that a payment needs attention), and the schedule opens by itself when one does.
 */
export function RentDisclosure({ side, bookingId, framing, children }: TRentDisclosureProps) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const schedule = useRentSchedule(bookingId)
  const attention = schedule.data && monthNeedingAttention(schedule.data)
  const next = schedule.data && nextUnpaid(schedule.data)

  let status: ReactNode = null
  if (attention) {
    status = (
      <span className="font-semibold text-danger">
        {t(side === 'guest' ? 'rent.attention' : 'rent.hostAttention')}
      </span>
    )
  } else if (next) {
    status = t('rent.next', {
      amount: formatUsd(next.amount, language, { cents: 'always' }),
      date: formatDisplayDate(next.due_date),
    })
  } else if (schedule.data) {
    status = t('rent.allPaid')
  }

  return (
    <details
      className={cx(
        'group',
        framing === 'footer' ? 'border-t border-line' : 'rounded-control border border-line',
      )}
      open={attention ? true : undefined}
    >
      <summary
        className={cx(
          'flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 hover:bg-canvas [&::-webkit-details-marker]:hidden',
          framing === 'footer' ? 'px-5' : 'px-4',
        )}
      >
        <span className="flex items-center gap-2 font-semibold text-ink">
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          {t('rent.title')}
        </span>
        {status && <span className="text-sm text-ink-muted tabular-nums">{status}</span>}
      </summary>
      <div
        className={cx(
          'flex flex-col gap-4',
          framing === 'footer' ? 'px-5 pb-5' : 'border-t border-line px-4 py-4',
        )}
      >
        {schedule.isPending && <p className="text-sm text-ink-muted">{t('common.loading')}</p>}
        {schedule.isError && (
          <div className="flex flex-col items-start gap-3">
            <FormAlert message={loadErrorText(schedule.error, t('rent.loadFailed'), t)} />
            <Button variant="secondary" size="sm" onClick={() => void schedule.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {schedule.data && children(schedule.data)}
      </div>
    </details>
  )
}
