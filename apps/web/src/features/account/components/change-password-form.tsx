import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { applyServerErrors } from '../../../lib/server-errors.ts'
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
  const [formError, setFormError] = useState<string>()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TChangePasswordValues>({ defaultValues: EMPTY, resolver: checkResolver(checkChangePassword) })

  const submit = handleSubmit(async ({ current_password, new_password }) => {
    setFormError(undefined)
    try {
      await changePassword.mutateAsync({ current_password, new_password })
      reset(EMPTY)
      toast.success(t('settings.passwordChanged'))
    } catch (error) {
      setFormError(applyServerErrors(error, setError, CHANGE_PASSWORD_FIELDS, t('settings.passwordFailed')))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormAlert message={formError} />
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        label={t('settings.newPassword')}
        autoComplete="new-password"
        hint={t('auth.signup.passwordHint')}
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <PasswordField
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <div className="flex justify-end">
        <Button type="submit" isBusy={changePassword.isPending} className="w-full sm:w-auto">
          {changePassword.isPending ? t('settings.submitting') : t('settings.submit')}
        </Button>
      </div>
    </form>
  )
}
