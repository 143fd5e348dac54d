import { addDays } from '@demeure/shared/zod-free'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateField } from './date-field.tsx'

export type TPeriod = { start_date: string; end_date: string }
type TPart = keyof TPeriod

type TPeriodFieldsProps = {
  value: TPeriod
  onChange: (part: TPart, value: string) => void
  /** The first day that can be chosen (YYYY-MM-DD): days before it are shown but disabled. */
  fromDate: string
  errors?: Partial<Record<TPart, string>>
}

/**
 * A start and an end date with the product's calendar (YYYY/MM/DD, month and day names in the
 * reader's language), for the host's open periods and reserved dates. Choosing a start opens the
 * end; the end's calendar starts the day after the start. A start moved past a chosen end is left to
 * the form's check, which says so under the end.
 */
export function PeriodFields({ value, onChange, fromDate, errors }: TPeriodFieldsProps) {
  const { t } = useTranslation()
  const [openPart, setOpenPart] = useState<TPart | null>(null)
  const firstEnd = value.start_date && value.start_date >= fromDate ? addDays(value.start_date, 1) : fromDate
  return (
    <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
      <DateField
        label={t('listingForm.startDate')}
        placeholder={t('listings.addDate')}
        value={value.start_date}
        isOpen={openPart === 'start_date'}
        onOpenChange={(isOpen) => setOpenPart(isOpen ? 'start_date' : null)}
        onChange={(day) => {
          onChange('start_date', day)
          setOpenPart(day && !value.end_date ? 'end_date' : null)
        }}
        fromDate={fromDate}
        panelClassName="w-max"
        error={errors?.start_date}
      />
      <DateField
        label={t('listingForm.endDate')}
        placeholder={t('listings.addDate')}
        value={value.end_date}
        isOpen={openPart === 'end_date'}
        onOpenChange={(isOpen) => setOpenPart(isOpen ? 'end_date' : null)}
        onChange={(day) => {
          onChange('end_date', day)
          setOpenPart(null)
        }}
        fromDate={firstEnd}
        align="end"
        panelClassName="w-max"
        error={errors?.end_date}
      />
    </div>
  )
}
