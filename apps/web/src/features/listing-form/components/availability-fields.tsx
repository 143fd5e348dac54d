import { CalendarPlus, Trash2 } from 'lucide-react'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import type { TListingValues } from '../lib/listing-values.ts'

type TAvailabilityFieldsProps = { form: UseFormReturn<TListingValues>; today: string }

/**
 * Periods when the home is free, as rows added and removed by position. Removing a row
 * removes its messages with it; editing a date clears that date's message.
 */
export function AvailabilityFields({ form, today }: TAvailabilityFieldsProps) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'availability' })
  const errors = form.formState.errors.availability
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
                <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2">
                  {(['start_date', 'end_date'] as const).map((part) => (
                    <TextField
                      key={part}
                      type="date"
                      min={today}
                      label={part === 'start_date' ? t('listingForm.startDate') : t('listingForm.endDate')}
                      error={errors?.[index]?.[part]?.message}
                      {...form.register(name(part), { onChange: () => form.clearErrors(name(part)) })}
                    />
                  ))}
                </div>
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
