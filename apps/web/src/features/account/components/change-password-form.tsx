import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useChangePassword } from '../api/use-change-password.ts'
import {
  CHANGE_PASSWORD_FIELDS,
  checkChangePassword,
  type TChangePasswordValues,
} from '../lib/check-change-password.ts'

const EMPTY: TChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' }

export function ChangePasswordForm() {
  const { t } = useTranslation()
  const changePassword = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TChangePasswordValues>({ defaultValues: EMPTY, resolver: checkResolver(checkChangePassword) })
  const serverError = useServerError(setError, CHANGE_PASSWORD_FIELDS)

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    serverError.clear()
    try {
      await changePassword.mutateAsync({ current_password, new_password })
      reset(EMPTY)
      toast.success(t('settings.passwordChanged'))
    } catch (error) {
      serverError.show(error, t('settings.passwordFailed'))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormAlert message={serverError.message} />
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <NewPasswordFields
        label={t('settings.newPassword')}
        confirmLabel={t('settings.confirmPassword')}
        register={register}
        errors={errors}
        names={['new_password', 'confirm_password']}
      />
      <FormActions
        isBusy={changePassword.isPending}
        label={t('settings.submit')}
        busyLabel={t('settings.submitting')}
      />
    </form>
  )
}
