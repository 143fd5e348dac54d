import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx'

export function ForgotPasswordPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('auth.forgot.title'))
  return (
    <div className="page-container flex justify-center py-10 sm:py-16">
      <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.intro')}>
        <ForgotPasswordForm />
      </AuthCard>
    </div>
  )
}
