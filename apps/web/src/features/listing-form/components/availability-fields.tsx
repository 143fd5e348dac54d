import { CalendarPlus, Trash2 } from 'lucide-react'
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { PeriodFields } from '../../../components/ui/period-fields.tsx'
import type { TListingValues } from '../lib/listing-values.ts'

type TAvailabilityFieldsProps = { form: UseFormReturn<TListingValues>; today: string }

/**
 * Periods when the home is free, as rows added and removed by position, each chosen on the
 * product's calendar (days before today cannot be picked). Removing a row removes its messages
 * with it; choosing a date clears that date's message.
 */
export function AvailabilityFields({ form, today }: TAvailabilityFieldsProps) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'availability' })
  const errors = form.formState.errors.availability
  const periods = useWatch({ control: form.control, name: 'availability' })
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && <p className="text-sm text-ink-muted">{t('listingForm.noPeriods')}</p>}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const name = (part: 'start_date' | 'end_date') => `availability.${index}.${part}` as const
          return (
            <li key={field.id} className="rounded-control border border-line bg-canvas p-4">
              <fieldset className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <legend className="mb-2 text-sm font-semibold text-ink">
                  {t('listingForm.period', { number: index + 1 })}
                </legend>
                <PeriodFields
                  value={periods[index] ?? { start_date: '', end_date: '' }}
                  fromDate={today}
                  errors={{
                    start_date: errors?.[index]?.start_date?.message,
                    end_date: errors?.[index]?.end_date?.message,
                  }}
                  onChange={(part, day) => {
                    form.setValue(name(part), day, { shouldDirty: true })
                    form.clearErrors(name(part))
                  }}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t('listingForm.removePeriod', { number: index + 1 })}
                  className="inline-flex h-11 items-center gap-2 self-end rounded-control px-3 text-sm font-semibold text-danger hover:bg-danger-soft sm:mt-7 sm:self-start"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sm:sr-only">{t('listingForm.remove')}</span>
                </button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => append({ start_date: '', end_date: '' })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('listingForm.addPeriod')}
        </Button>
      </div>
    </div>
  )
}
