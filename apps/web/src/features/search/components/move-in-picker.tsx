import { todayInMontreal } from '@demeure/shared/zod-free'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/ui/spinner.tsx'

const Calendar = lazy(async () => ({
  default: (await import('../../../components/ui/calendar.tsx')).Calendar,
}))

type TMoveInPickerProps = { value: string; onChange: (value: string) => void }

/** The move-in calendar; the date picker's code loads when it first opens. */
export function MoveInPicker({ value, onChange }: TMoveInPickerProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-2">
      <Suspense
        fallback={
          <div className="flex h-72 items-center justify-center">
            <Spinner />
          </div>
        }
      >
        <Calendar
          value={value}
          onChange={onChange}
          fromDate={todayInMontreal()}
          label={t('searchBar.moveIn')}
        />
      </Suspense>
      {value && (
        <button type="button" onClick={() => onChange('')} className="text-link self-start text-sm">
          {t('searchBar.clearDate')}
        </button>
      )}
    </div>
  )
}
