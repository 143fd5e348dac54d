import { formatDisplayDate, type TUser } from '@demeure/shared'
import { BadgeCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { ContactPreview } from '../../../components/contact-safety/index.ts'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { errorFields } from '../../../lib/api-error.ts'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useUpdateProfile } from '../api/use-update-profile.ts'
import { checkProfile, PROFILE_FIELDS, type TProfileValues } from '../lib/check-profile.ts'
import { ProfilePictureInput } from './profile-picture-input.tsx'

function valuesOf(user: TUser): TProfileValues {
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    bio: user.bio,
  }
}

/** Edits the profile; sent as multipart so that the picture travels with the fields. */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation()
  const updateProfile = useUpdateProfile()
  const [picture, setPicture] = useState<File | null>(null)
  const [pictureError, setPictureError] = useState<string>()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<TProfileValues>({ defaultValues: valuesOf(user), resolver: checkResolver(checkProfile) })
  const serverError = useServerError(setError, PROFILE_FIELDS)
  const bioPreviewId = useId()

  const submit = handleSubmit(async (values) => {
    serverError.clear()
    const body = new FormData()
    for (const name of PROFILE_FIELDS) body.append(name, values[name])
    if (picture) body.append('profile_picture', picture)
    try {
      const saved = await updateProfile.mutateAsync(body)
      reset(valuesOf(saved))
      setPicture(null)
      toast.success(t('profile.saved'))
    } catch (error) {
      serverError.show(error, t('profile.saveFailed'))
      setPictureError(errorFields(error).profile_picture)
    }
  })

  return (
    <form onSubmit={submit} noValidate className="card grid gap-8 p-5 sm:p-8 lg:grid-cols-[14rem_1fr]">
      <div className="flex flex-col items-center gap-4 lg:border-r lg:border-line lg:pr-8">
        <ProfilePictureInput
          name={user.username}
          currentUrl={user.profile_picture_url}
          file={picture}
          error={pictureError}
          onChange={(file, error) => {
            setPicture(file)
            setPictureError(error)
          }}
        />
        <div className="flex flex-col items-center gap-1 text-sm text-ink-muted">
          <span>{t('profile.memberSince', { date: formatDisplayDate(user.member_since) })}</span>
          {user.is_verified ? (
            <span className="inline-flex items-center gap-1 font-medium text-success">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {t('profile.verified')}
            </span>
          ) : (
            <span>{t('profile.notVerified')}</span>
          )}
        </div>
      </div>

      <div className="flex min-w-0 flex-col gap-5">
        <FormAlert message={serverError.message} />
        <TextField
          label={t('profile.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('profile.firstName')}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t('profile.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          label={t('profile.email')}
          value={user.email}
          hint={t('profile.emailHint')}
          readOnly
          disabled
        />
        <TextField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('profile.phoneHint')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextareaField
          label={t('profile.bio')}
          hint={t('profile.bioHint')}
          rows={4}
          error={errors.bio?.message}
          {...register('bio')}
        />
        {/* Bios are masked wherever another member reads them, by the same rules as messages. */}
        <ContactPreview draft={watch('bio') ?? ''} reader="members" id={bioPreviewId} />
        <FormActions
          isBusy={updateProfile.isPending}
          label={t('profile.save')}
          busyLabel={t('profile.saving')}
        />
      </div>
    </form>
  )
}
