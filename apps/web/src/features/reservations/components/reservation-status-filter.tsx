import { BOOKING_STATUSES, type TBookingStatus } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

type TReservationStatusFilterProps = {
  value: TBookingStatus | null
  onChange: (status: TBookingStatus | null) => void
}

const OPTIONS: readonly (TBookingStatus | null)[] = [null, ...BOOKING_STATUSES]

/** Chips to show all reservations or those of one status; the row scrolls sideways on phones. */
export function ReservationStatusFilter({ value, onChange }: TReservationStatusFilterProps) {
  const { t } = useTranslation()
  return (
    // A fieldset is as wide as its content unless told otherwise: min-w-0 lets the chip row scroll.
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('reservations.filterLabel')}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {OPTIONS.map((status) => {
          const isActive = status === value
          return (
            <button
              key={status ?? 'all'}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange(status)}
              className={cx(
                'h-11 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:h-9',
                isActive
                  ? 'border-brand bg-brand text-white'
                  : 'border-line-strong bg-surface text-ink hover:bg-brand-soft',
              )}
            >
              {status ? t(`reservations.status.${status}`) : t('reservations.all')}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
