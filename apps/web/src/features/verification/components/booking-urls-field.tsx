import { MAX_BOOKING_URLS } from '@demeure/shared'
import { Plus, X } from 'lucide-react'
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { describedBy, inputClass } from '../../../components/ui/field-shell.tsx'
import { cx } from '../../../lib/cx.ts'
import type { TVerificationValues } from '../lib/verification-values.ts'

type TBookingUrlsFieldProps = {
  control: Control<TVerificationValues>
  register: UseFormRegister<TVerificationValues>
  errors: FieldErrors<TVerificationValues>
  onEdit: (name: `booking_urls.${number}.value`) => void
}

/** Links to the applicant's listings elsewhere: rows added and removed one by one. */
export function BookingUrlsField({ control, register, errors, onEdit }: TBookingUrlsFieldProps) {
  const { t } = useTranslation()
  const { fields, append, remove } = useFieldArray({ control, name: 'booking_urls' })
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-ink">{t('verification.fields.booking_urls')}</legend>
      <p className="mt-1 text-sm text-ink-muted">{t('verification.hints.booking_urls')}</p>
      {fields.map((field, index) => {
        const id = `booking-url-${field.id}`
        const error = errors.booking_urls?.[index]?.value?.message
        return (
          <div key={field.id} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                id={id}
                type="url"
                inputMode="url"
                placeholder="https://"
                aria-label={t('verification.bookingUrlLabel', { number: index + 1 })}
                className={cx(inputClass, 'h-11')}
                {...describedBy(id, undefined, error)}
                {...register(`booking_urls.${index}.value`, {
                  onChange: () => onEdit(`booking_urls.${index}.value`),
                })}
              />
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={t('verification.removeBookingUrl', { number: index + 1 })}
                className="flex size-11 shrink-0 items-center justify-center rounded-control border border-line-strong text-ink-muted hover:text-danger"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
            {error && (
              <p id={`${id}-error`} className="text-sm font-medium text-danger">
                {error}
              </p>
            )}
          </div>
        )
      })}
      {fields.length < MAX_BOOKING_URLS && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => append({ value: '' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('verification.addBookingUrl')}
          </Button>
        </div>
      )}
    </fieldset>
  )
}
