import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ROUTES } from '../../../lib/routes.ts'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { SignupForm } from '../components/signup-form.tsx'
import { AuthPageShell } from './auth-page-shell.tsx'

export function SignupPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useDocumentTitle(t('auth.signup.title'))
  return (
    <AuthPageShell title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')}>
      <SignupForm onSignedUp={(email) => void navigate(ROUTES.login, { state: { email } })} />
    </AuthPageShell>
  )
}
