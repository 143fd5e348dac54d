import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx'
import { SubmitButton } from '../../../components/ui/submit-button.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TResetPasswordValues>({
    defaultValues: { password: '', confirm_password: '' },
    resolver: checkResolver(checkResetPassword),
  })
  const serverError = useServerError(setError, RESET_PASSWORD_FIELDS)

  const submit = handleSubmit(async ({ password }) => {
    serverError.clear()
    try {
      await resetPassword.mutateAsync({ token, password })
      toast.success(t('auth.reset.success'))
      await navigate(ROUTES.login, { replace: true })
    } catch (error) {
      serverError.show(error, t('auth.reset.failed'))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={serverError.message} />
      <NewPasswordFields
        label={t('auth.reset.password')}
        confirmLabel={t('auth.reset.confirmPassword')}
        register={register}
        errors={errors}
      />
      <SubmitButton
        size="lg"
        isBlock
        isBusy={resetPassword.isPending}
        label={t('auth.reset.submit')}
        busyLabel={t('auth.reset.submitting')}
      />
    </form>
  )
}
