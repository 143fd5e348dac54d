import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { AuthCard } from '../components/auth-card.tsx'
import { ResetPasswordForm } from '../components/reset-password-form.tsx'

/** The page of the e-mailed link: /reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  const token = useSearchParams()[0].get('token')?.trim()
  useDocumentTitle(t('auth.reset.title'))
  return (
    <div className="page-container flex justify-center py-10 sm:py-16">
      <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.intro')}>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="flex flex-col gap-4">
            <FormAlert message={t('auth.reset.missingToken')} />
            <Link to={ROUTES.forgotPassword} className={buttonClass('primary', 'lg', true)}>
              {t('auth.reset.requestNew')}
            </Link>
          </div>
        )}
      </AuthCard>
    </div>
  )
}
