import { type TUser, type TVerification, VERIFICATION_ROLES } from '@demeure/shared'
import { type ReactNode, useState } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { UploadProgress } from '../../../components/ui/upload-progress.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useSubmitVerification } from '../api/use-submit-verification.ts'
import { checkVerification } from '../lib/check-verification.ts'
import {
  DOCUMENT_FIELDS,
  initialValues,
  TEXT_FIELDS,
  type TVerificationValues,
  verificationFormData,
} from '../lib/verification-values.ts'
import { BookingUrlsField } from './booking-urls-field.tsx'
import { DocumentField } from './document-field.tsx'

const SERVER_FIELDS = [...TEXT_FIELDS, ...DOCUMENT_FIELDS, 'agreement'] as const

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-5 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full text-xl font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  )
}

type TVerificationFormProps = {
  verification: TVerification
  user: TUser | undefined
  onDone?: () => void
  onCancel?: () => void
}

/** The application: a first submission, or an update of one. */
export function VerificationForm({ verification, user, onDone, onCancel }: TVerificationFormProps) {
  const { t } = useTranslation()
  const submitVerification = useSubmitVerification()
  const isResubmission = verification.status !== 'not_submitted'
  const [progress, setProgress] = useState(0)
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TVerificationValues>({
    defaultValues: initialValues(verification, user),
    resolver: checkResolver((values) => checkVerification(values, isResubmission)),
    reValidateMode: 'onSubmit',
  })
  const serverError = useServerError(setError, SERVER_FIELDS)
  // Editing a field clears its message; the next submit checks everything again.
  const edited = (name: FieldPath<TVerificationValues>) => ({ onChange: () => clearErrors(name) })

  const submit = handleSubmit(async (values) => {
    serverError.clear()
    setProgress(0)
    try {
      await submitVerification.mutateAsync({
        body: verificationFormData(values),
        isResubmission,
        onProgress: setProgress,
      })
      toast.success(t('verification.submitted'))
      onDone?.()
    } catch (error) {
      toast.error(t('verification.submitFailed'))
      serverError.show(error, t('verification.submitFailed'))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="card flex flex-col gap-8 p-5 sm:p-8">
      <FormAlert message={serverError.message} />
      <FormSection title={t('verification.aboutYou')}>
        <TextField
          label={t('verification.fields.full_name')}
          autoComplete="name"
          error={errors.full_name?.message}
          {...register('full_name', edited('full_name'))}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('verification.fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', edited('email'))}
          />
          <TextField
            label={t('verification.fields.phone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone', edited('phone'))}
          />
        </div>
        <TextField
          label={t('verification.fields.telegram_username')}
          hint={t('verification.hints.telegram_username')}
          autoComplete="off"
          error={errors.telegram_username?.message}
          {...register('telegram_username', edited('telegram_username'))}
        />
      </FormSection>

      <FormSection title={t('verification.hostingTitle')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('verification.fields.hosting_country')}
            autoComplete="country-name"
            error={errors.hosting_country?.message}
            {...register('hosting_country', edited('hosting_country'))}
          />
          <TextField
            label={t('verification.fields.hosting_city')}
            autoComplete="address-level2"
            error={errors.hosting_city?.message}
            {...register('hosting_city', edited('hosting_city'))}
          />
        </div>
        <SelectField
          label={t('verification.fields.role')}
          error={errors.role?.message}
          {...register('role', edited('role'))}
        >
          <option value="">{t('verification.chooseRole')}</option>
          {VERIFICATION_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`verification.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <BookingUrlsField
          control={control}
          register={register}
          errors={errors}
          onEdit={(name) => clearErrors(name)}
        />
      </FormSection>

      <FormSection title={t('verification.documentsTitle')}>
        <p className="-mt-2 text-sm text-ink-muted">{t('verification.documentsIntro')}</p>
        {DOCUMENT_FIELDS.map((kind) => (
          <DocumentField
            key={kind}
            kind={kind}
            files={watch(kind)}
            onFile={verification.documents}
            error={errors[kind]?.message}
            onChange={(files, error) => {
              setValue(kind, files)
              if (error) setError(kind, { type: 'validate', message: error })
              else clearErrors(kind)
            }}
          />
        ))}
      </FormSection>

      <div className="flex flex-col gap-5 border-t border-line pt-6">
        <CheckboxField
          label={t('verification.agreement')}
          error={errors.agreement?.message}
          {...register('agreement', edited('agreement'))}
        />
        {submitVerification.isPending && (
          <UploadProgress fraction={progress} label={t('verification.uploading')} />
        )}
        <FormActions
          onCancel={onCancel}
          isBusy={submitVerification.isPending}
          label={isResubmission ? t('verification.resubmit') : t('verification.submit')}
          busyLabel={t('verification.submitting')}
        />
      </div>
    </form>
  )
}
