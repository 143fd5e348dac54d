import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { LoginForm } from '../components/login-form.tsx'
import { AuthPageShell } from './auth-page-shell.tsx'

export function LoginPage() {
  const { t } = useTranslation()
  // The signup page passes the new account's email along.
  const email = (useLocation().state as { email?: string } | null)?.email
  useDocumentTitle(t('auth.login.pageTitle'))
  return (
    <AuthPageShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm defaultEmail={email} />
    </AuthPageShell>
  )
}
