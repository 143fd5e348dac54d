import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx'
import { SubmitButton } from '../../../components/ui/submit-button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useRegister } from '../api/use-register.ts'
import { checkSignup, SIGNUP_FIELDS, signupPayload, type TSignupValues } from '../lib/check-signup.ts'
import { AuthSwitch } from './auth-switch.tsx'
import { GoogleSignIn } from './google-sign-in.tsx'

type TSignupFormProps = {
  /** In the dialog the fallback error is 'Signup failed'. */
  isModal?: boolean
  /** Called with the new account's email once it exists; the user then logs in. */
  onSignedUp: (email: string) => void
  onLogin?: () => void
}

const EMPTY: TSignupValues = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
}

export function SignupForm({ isModal = false, onSignedUp, onLogin }: TSignupFormProps) {
  const { t } = useTranslation()
  const registerAccount = useRegister()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TSignupValues>({ defaultValues: EMPTY, resolver: checkResolver(checkSignup) })
  const serverError = useServerError(setError, SIGNUP_FIELDS)

  const submit = handleSubmit(async (values) => {
    serverError.clear()
    const payload = signupPayload(values)
    try {
      await registerAccount.mutateAsync(payload)
      toast.success(t('auth.signup.success'))
      onSignedUp(payload.email)
    } catch (error) {
      const fallback = isModal ? t('auth.signup.modalFailed') : t('auth.signup.failed')
      serverError.show(error, fallback)
    }
  })

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={errors.root?.message ?? serverError.message} />
        <TextField
          label={t('auth.signup.username')}
          autoComplete="username"
          autoFocus={isModal || undefined}
          error={errors.username?.message}
          {...register('username')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('auth.signup.firstName')}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t('auth.signup.lastName')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <TextField
          label={t('auth.signup.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <NewPasswordFields
          label={t('auth.signup.password')}
          confirmLabel={t('auth.signup.confirmPassword')}
          register={register}
          errors={errors}
        />
        <SubmitButton
          size="lg"
          isBlock
          isBusy={registerAccount.isPending}
          label={t('auth.signup.submit')}
          busyLabel={t('auth.signup.submitting')}
        />
      </form>
      <GoogleSignIn />
      <p className="text-center text-sm text-ink-muted" data-testid="signup-terms">
        {t('auth.signup.termsLead')}{' '}
        <Link
          to={ROUTES.terms}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-brand hover:underline"
        >
          {t('auth.signup.termsLink')}
        </Link>
        .
      </p>
      <AuthSwitch
        question={t('auth.signup.haveAccount')}
        action={t('auth.signup.toLogin')}
        to={ROUTES.login}
        onClick={onLogin}
      />
    </div>
  )
}
