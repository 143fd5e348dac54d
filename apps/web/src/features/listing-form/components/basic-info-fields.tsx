import { DESCRIPTION_MAX_LENGTH, LISTING_TYPES, ROOM_CATEGORIES, TITLE_MAX_LENGTH } from '@demeure/shared'
import { useId } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ContactPreview } from '../../../components/contact-safety/index.ts'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import type { TListingValues } from '../lib/listing-values.ts'
import { DepositWarning } from './deposit-warning.tsx'

type TBasicField =
  | 'title'
  | 'description'
  | 'title_fr'
  | 'description_fr'
  | 'property_type'
  | 'room_category'
  | 'citq_number'

/** Title, listing type, room category and description. */
export function BasicInfoFields({ form }: { form: UseFormReturn<TListingValues> }) {
  const { t } = useTranslation()
  const { register, clearErrors, formState, watch } = form
  const { errors } = formState
  const field = (name: TBasicField) => register(name, { onChange: () => clearErrors(name) })
  const labels = useCatalogueLabels()
  const previewId = useId()
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label={t('listingForm.fields.title')}
        hint={t('listingForm.hints.length', { count: watch('title').length, max: TITLE_MAX_LENGTH })}
        maxLength={TITLE_MAX_LENGTH}
        error={errors.title?.message}
        {...field('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('listingForm.fields.property_type')}
          error={errors.property_type?.message}
          {...field('property_type')}
        >
          <option value="">{t('listingForm.choose')}</option>
          {LISTING_TYPES.map((type) => (
            <option key={type} value={type}>
              {labels.listingType(type)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('listingForm.fields.room_category')}
          error={errors.room_category?.message}
          {...field('room_category')}
        >
          {ROOM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`roomCategories.${category}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label={t('listingForm.fields.description')}
        hint={t('listingForm.hints.length', {
          count: watch('description').length,
          max: DESCRIPTION_MAX_LENGTH,
        })}
        maxLength={DESCRIPTION_MAX_LENGTH}
        rows={5}
        error={errors.description?.message}
        {...field('description')}
      />
      {/* What visitors of the listing page will not see (titles and descriptions are masked on read). */}
      <ContactPreview
        draft={`${watch('title')}\n${watch('description')}`}
        reader="visitors"
        id={`${previewId}-en`}
      />
      <DepositWarning text={watch('description')} />
      <fieldset className="flex flex-col gap-5 rounded-card border border-line p-4">
        <legend className="px-1 text-sm text-ink-muted">{t('listingForm.hints.french')}</legend>
        <TextField
          label={t('listingForm.fields.title_fr')}
          lang="fr"
          maxLength={TITLE_MAX_LENGTH}
          error={errors.title_fr?.message}
          {...field('title_fr')}
        />
        <TextareaField
          label={t('listingForm.fields.description_fr')}
          lang="fr"
          maxLength={DESCRIPTION_MAX_LENGTH}
          rows={4}
          error={errors.description_fr?.message}
          {...field('description_fr')}
        />
        <ContactPreview
          draft={`${watch('title_fr')}\n${watch('description_fr')}`}
          reader="visitors"
          id={`${previewId}-fr`}
        />
        <DepositWarning text={watch('description_fr')} />
      </fieldset>
      <TextField
        label={t('listingForm.fields.citq_number')}
        hint={t('listingForm.hints.citq')}
        inputMode="numeric"
        maxLength={60}
        error={errors.citq_number?.message}
        {...field('citq_number')}
      />
    </div>
  )
}
