import { formatDisplayDate, type TRentInstalment, type TRentSchedule } from '@demeure/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { receiptHref } from '../../receipts/index.ts'
import type { TRentSide } from '../api/rent-side.ts'
import { RentChip } from './rent-chip.tsx'

type TInstalmentListProps = {
  schedule: TRentSchedule
  side: TRentSide
  /** The stay ends with extra days: its last payment is for them, not a whole month. */
  hasExtraDays: boolean
  /** What the viewer can do about one month (the renter's "Pay this month"). */
  actionOf?: (instalment: TRentInstalment) => ReactNode
}

/** Every payment of a stay, in order: its due date, what it is for, its amount and where it stands. */
export function InstalmentList({ schedule, side, hasExtraDays, actionOf }: TInstalmentListProps) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const last = schedule.instalments.length
  const purpose = (seq: number) => {
    if (seq === 1) return t('rent.payment.first')
    if (hasExtraDays && seq === last) return t('rent.payment.extraDays')
    return t('rent.payment.month', { seq })
  }

  return (
    <ul aria-label={t('rent.listLabel')} className="flex flex-col divide-y divide-line">
      {schedule.instalments.map((instalment) => (
        <li
          key={instalment.seq}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0"
        >
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold text-ink tabular-nums">
              {formatDisplayDate(instalment.due_date)}
            </span>
            <span className="text-sm text-ink-muted">{purpose(instalment.seq)}</span>
          </div>
          {/* ml-auto: wrapped under the date on a narrow screen, it stays on the right like the others. */}
          <div className="ml-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2">
            <span className="font-semibold text-ink tabular-nums">
              {formatUsd(instalment.amount, language, { cents: 'always' })}
            </span>
            <RentChip instalment={instalment} side={side} />
            {instalment.receipt_id && (
              <Link
                to={receiptHref(instalment.receipt_id)}
                className="text-link inline-flex min-h-11 items-center text-sm"
                aria-label={t('rent.receiptOf', { what: purpose(instalment.seq) })}
              >
                {t('transactions.receipt')}
              </Link>
            )}
            {actionOf?.(instalment)}
          </div>
        </li>
      ))}
    </ul>
  )
}
