import { formatDisplayDate, type TRentInstalment } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'
import type { TRentSide } from '../api/rent-side.ts'
import { rentChip, type TRentChip } from '../lib/rent-status.ts'

/**
 * Green once paid, brand while it waits for its date or its charge, amber when a card was refused,
 * red once overdue; always said in words too, never colour alone (DESIGN.md). Every pair keeps
 * 4.5:1 (the tokens of styles.css).
 */
const CHIP_STYLES: Record<TRentChip, string> = {
  paid: 'bg-success-soft text-success',
  due: 'bg-brand-soft text-brand',
  charging: 'bg-brand-soft text-brand',
  refused: 'bg-warning-soft text-warning',
  late: 'bg-warning-soft text-warning',
  overdue: 'bg-danger-soft text-danger',
  cancelled: 'bg-canvas text-ink-muted',
}

/** Where one month stands; a refused month says when its card is tried again. */
export function RentChip({ instalment, side }: { instalment: TRentInstalment; side: TRentSide }) {
  const { t } = useTranslation()
  const chip = rentChip(instalment, side)
  const label =
    chip === 'refused' && instalment.next_attempt_on
      ? t('rent.chip.refusedNext', { date: formatDisplayDate(instalment.next_attempt_on) })
      : t(`rent.chip.${chip}`)
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold',
        CHIP_STYLES[chip],
      )}
    >
      {label}
    </span>
  )
}
