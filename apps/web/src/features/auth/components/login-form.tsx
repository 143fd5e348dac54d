import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { PasswordField } from '../../../components/ui/password-field.tsx'
import { SubmitButton } from '../../../components/ui/submit-button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useLogin } from '../api/use-login.ts'
import { checkLogin, LOGIN_FIELDS, loginPayload, type TLoginValues } from '../lib/check-login.ts'
import { completeSignIn } from '../lib/complete-sign-in.ts'
import { AuthSwitch } from './auth-switch.tsx'
import { GoogleSignIn } from './google-sign-in.tsx'

type TLoginFormProps = {
  /** In the dialog the fallback error is 'Login failed' and the links switch views. */
  isModal?: boolean
  defaultEmail?: string
  onForgotPassword?: () => void
  onSignup?: () => void
}

export function LoginForm({
  isModal = false,
  defaultEmail = '',
  onForgotPassword,
  onSignup,
}: TLoginFormProps) {
  const { t } = useTranslation()
  const login = useLogin()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLoginValues>({
    defaultValues: { email: defaultEmail, password: '' },
    resolver: checkResolver(checkLogin),
  })
  const serverError = useServerError(setError, LOGIN_FIELDS)

  const submit = handleSubmit(async (values) => {
    serverError.clear()
    try {
      const { access, user } = await login.mutateAsync(loginPayload(values))
      completeSignIn(access, user, t('auth.login.success'))
    } catch (error) {
      const fallback = isModal ? t('auth.login.modalFailed') : t('auth.login.failed')
      serverError.show(error, fallback)
    }
  })

  // Until the page reloads after a success, the button stays busy.
  const isBusy = login.isPending || login.isSuccess

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={errors.root?.message ?? serverError.message} />
        <TextField
          label={t('auth.login.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus={isModal || undefined}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.login.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="-mt-1 flex justify-end">
          {onForgotPassword ? (
            <button type="button" onClick={onForgotPassword} className="text-link text-sm">
              {t('auth.login.forgot')}
            </button>
          ) : (
            <Link to={ROUTES.forgotPassword} className="text-link text-sm">
              {t('auth.login.forgot')}
            </Link>
          )}
        </div>
        <SubmitButton
          size="lg"
          isBlock
          isBusy={isBusy}
          label={t('auth.login.submit')}
          busyLabel={t('auth.login.submitting')}
        />
      </form>
      <GoogleSignIn />
      <AuthSwitch
        question={t('auth.login.noAccount')}
        action={t('auth.login.toSignup')}
        to={ROUTES.signup}
        onClick={onSignup}
      />
    </div>
  )
}
