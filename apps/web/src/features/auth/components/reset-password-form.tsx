import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { applyServerErrors } from '../../../lib/server-errors.ts'
import { useResetPassword } from '../api/use-reset-password.ts'
import {
  checkResetPassword,
  RESET_PASSWORD_FIELDS,
  type TResetPasswordValues,
} from '../lib/check-reset-password.ts'

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const resetPassword = useResetPassword()
  const [serverError, setServerError] = useState<string>()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TResetPasswordValues>({
    defaultValues: { password: '', confirm_password: '' },
    resolver: checkResolver(checkResetPassword),
  })

  const submit = handleSubmit(async ({ password }) => {
    setServerError(undefined)
    try {
      await resetPassword.mutateAsync({ token, password })
      toast.success(t('auth.reset.success'))
      await navigate(ROUTES.login, { replace: true })
    } catch (error) {
      setServerError(applyServerErrors(error, setError, RESET_PASSWORD_FIELDS, t('auth.reset.failed')))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={serverError} />
      <PasswordField
        label={t('auth.reset.password')}
        autoComplete="new-password"
        hint={t('auth.signup.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Button type="submit" size="lg" isBlock isBusy={resetPassword.isPending}>
        {resetPassword.isPending ? t('auth.reset.submitting') : t('auth.reset.submit')}
      </Button>
    </form>
  )
}
