import { useId } from 'react'
import type { FieldPath, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ContactPreview } from '../../../components/contact-safety/index.ts'
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { DOCUMENT_FIELDS, type TAgreementValues } from '../lib/agreement-values.ts'
import { AgreementDocumentField } from './agreement-document-field.tsx'

/**
 * The rental agreement: full name, urgent contact, two references, the ID card (1–2
 * files), proof of employment and income, previous rental history, and the consent to checks.
 */
export function AgreementFields({
  form,
  hostName,
}: {
  form: UseFormReturn<TAgreementValues>
  hostName: string
}) {
  const { t } = useTranslation()
  const previewId = useId()
  const {
    register,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = form
  // Editing a field clears its message; the next submit checks everything again.
  const edited = (name: FieldPath<TAgreementValues>) => ({ onChange: () => clearErrors(name) })

  return (
    <>
      <TextareaField
        label={t('bookingRequest.fields.message')}
        hint={t('bookingRequest.hints.message')}
        maxLength={2000}
        error={errors.message?.message}
        {...register('message', edited('message'))}
      />
      {/* A request comes before any payment: the host reads it with contact details hidden. */}
      <ContactPreview
        draft={watch('message')}
        reader={{ name: hostName, isContactShared: false }}
        id={previewId}
      />
      <fieldset className="flex min-w-0 flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold text-ink">{t('bookingRequest.agreementTitle')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('bookingRequest.fields.full_name')}
            autoComplete="name"
            error={errors.full_name?.message}
            {...register('full_name', edited('full_name'))}
          />
          <TextField
            label={t('bookingRequest.fields.urgent_contact')}
            hint={t('bookingRequest.hints.urgent_contact')}
            type="tel"
            autoComplete="off"
            error={errors.urgent_contact?.message}
            {...register('urgent_contact', edited('urgent_contact'))}
          />
          <TextField
            label={t('bookingRequest.fields.reference_1')}
            hint={t('bookingRequest.hints.reference')}
            error={errors.reference_1?.message}
            {...register('reference_1', edited('reference_1'))}
          />
          <TextField
            label={t('bookingRequest.fields.reference_2')}
            hint={t('bookingRequest.hints.reference')}
            error={errors.reference_2?.message}
            {...register('reference_2', edited('reference_2'))}
          />
        </div>
        {DOCUMENT_FIELDS.map((kind) => (
          <AgreementDocumentField
            key={kind}
            kind={kind}
            files={watch(kind)}
            error={errors[kind]?.message}
            onChange={(files, error) => {
              setValue(kind, files)
              if (error) setError(kind, { type: 'validate', message: error })
              else clearErrors(kind)
            }}
          />
        ))}
        <CheckboxField
          label={t('bookingRequest.fields.consent')}
          error={errors.consent?.message}
          {...register('consent', edited('consent'))}
        />
      </fieldset>
    </>
  )
}
