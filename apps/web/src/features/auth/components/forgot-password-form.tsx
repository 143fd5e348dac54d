import { type FormEvent, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SubmitButton } from '../../../components/ui/submit-button.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { isBlank } from '../../../lib/form-check.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useForgotPassword } from '../api/use-forgot-password.ts'

type TForgotPasswordFormProps = {
  defaultEmail?: string
  /** In the login dialog, "back" returns to the login view instead of the /login page. */
  onBack?: () => void
}

/** Spec §5 and §8: every outcome of this form is a toast. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: TForgotPasswordFormProps) {
  const { t } = useTranslation()
  const forgotPassword = useForgotPassword()
  const [email, setEmail] = useState(defaultEmail)
  const [fieldError, setFieldError] = useState<string>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFieldError(undefined)
    if (isBlank(email)) {
      toast.error(t('auth.forgot.emailRequired'))
      return
    }
    try {
      await forgotPassword.mutateAsync({ email: email.trim().toLowerCase() })
      toast.success(t('auth.forgot.success'))
      onBack?.()
    } catch (error) {
      setFieldError(errorFields(error).email)
      toast.error(errorMessage(error, t('auth.forgot.failed')))
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('auth.forgot.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      <SubmitButton
        size="lg"
        isBlock
        isBusy={forgotPassword.isPending}
        label={t('auth.forgot.submit')}
        busyLabel={t('auth.forgot.submitting')}
      />
      <p className="text-center text-sm">
        {onBack ? (
          <button type="button" onClick={onBack} className="text-link">
            {t('auth.forgot.backToLogin')}
          </button>
        ) : (
          <Link to={ROUTES.login} className="text-link">
            {t('auth.forgot.backToLogin')}
          </Link>
        )}
      </p>
    </form>
  )
}
