import { AMENITIES } from '@demeure/shared'
import { Check } from 'lucide-react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'
import type { TListingValues } from '../lib/listing-values.ts'

/** The spec's amenities as toggles; checked ones are sent as repeated `amenities` fields. */
export function AmenitiesFields({ form }: { form: UseFormReturn<TListingValues> }) {
  const { t } = useTranslation()
  const chosen = form.watch('amenities')

  function toggle(amenity: string) {
    const next = chosen.includes(amenity) ? chosen.filter((item) => item !== amenity) : [...chosen, amenity]
    form.setValue('amenities', next)
    form.clearErrors('amenities')
  }

  return (
    <fieldset>
      <legend className="sr-only">{t('listingForm.fields.amenities')}</legend>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {AMENITIES.map((amenity) => {
          const isChosen = chosen.includes(amenity)
          return (
            <li key={amenity}>
              <label
                className={cx(
                  'flex min-h-11 cursor-pointer items-center gap-3 rounded-control border px-3 py-2 text-sm transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
                  isChosen
                    ? 'border-brand bg-brand-soft font-medium text-brand-strong'
                    : 'border-line-strong bg-surface text-ink hover:bg-canvas',
                )}
              >
                <input
                  type="checkbox"
                  checked={isChosen}
                  onChange={() => toggle(amenity)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-5 shrink-0 items-center justify-center rounded border',
                    isChosen ? 'border-brand bg-brand text-white' : 'border-line-strong bg-surface',
                  )}
                >
                  {isChosen && <Check className="size-3.5" />}
                </span>
                {t(`amenities.${amenity}`)}
              </label>
            </li>
          )
        })}
      </ul>
      {form.formState.errors.amenities?.message && (
        <p className="mt-2 text-sm font-medium text-danger">{form.formState.errors.amenities.message}</p>
      )}
    </fieldset>
  )
}
