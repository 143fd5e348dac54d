import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/ui/text-field.tsx'
import type { TListingValues } from '../lib/listing-values.ts'
import { maxGuestsOf } from '../lib/max-guests.ts'
import type { TNumberFields } from './use-number-fields.ts'

type TDetailsFieldsProps = {
  form: UseFormReturn<TListingValues>
  numbers: TNumberFields<TListingValues>
}

/** Price, capacities and rooms. max_guests is read-only: free plus additional capacity. */
export function DetailsFields({ form, numbers }: TDetailsFieldsProps) {
  const { t } = useTranslation()
  const { errors } = form.formState
  const numberField = (name: Parameters<typeof numbers.numberField>[1]) => numbers.numberField(form, name)
  // max_guests is derived, not a form value: the check reports its message under its own name.
  const maxGuestsError = (errors as Record<string, { message?: string } | undefined>).max_guests?.message
  const maxGuests = maxGuestsOf(form.watch('free_capacity'), form.watch('additional_capacity'))
  const countField = (name: 'num_bedrooms' | 'num_beds' | 'free_capacity' | 'additional_capacity') => (
    <TextField
      label={t(`listingForm.fields.${name}`)}
      min={0}
      step={1}
      inputMode="numeric"
      error={errors[name]?.message}
      {...numberField(name)}
    />
  )
  return (
    <div className="flex flex-col gap-6">
      <TextField
        label={t('listingForm.fields.price_per_month')}
        hint={t('listingForm.hints.price_per_month')}
        min={0}
        step={0.01}
        inputMode="decimal"
        className="sm:max-w-xs"
        error={errors.price_per_month?.message}
        {...numberField('price_per_month')}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-semibold text-ink">{t('listingForm.capacityTitle')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {countField('free_capacity')}
          {countField('additional_capacity')}
          <TextField
            label={t('listingForm.fields.additional_capacity_percentage')}
            hint={t('listingForm.hints.additional_capacity_percentage')}
            min={0}
            max={1}
            step={0.01}
            inputMode="decimal"
            error={errors.additional_capacity_percentage?.message}
            {...numberField('additional_capacity_percentage')}
          />
          <TextField
            label={t('listingForm.fields.max_guests')}
            hint={t('listingForm.hints.max_guests')}
            value={String(maxGuests)}
            readOnly
            aria-readonly="true"
            className="[&_input]:bg-canvas"
            error={maxGuestsError}
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 font-semibold text-ink">{t('listingForm.roomsTitle')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {countField('num_bedrooms')}
          {countField('num_beds')}
          {(['num_private_bathrooms', 'num_shared_bathrooms'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`listingForm.fields.${name}`)}
              hint={t('listingForm.hints.bathrooms')}
              min={0}
              step={0.5}
              inputMode="decimal"
              error={errors[name]?.message}
              {...numberField(name)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  )
}
