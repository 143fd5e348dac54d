import { CircleCheck, FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useSession } from '../../auth/index.ts'
import { PanelPage } from '../components/panel-page.tsx'

const DOCUMENTS = ['prepareId', 'prepareAddress', 'prepareLicense', 'prepareLinks'] as const

/** "Become a co-host": what the verification asks for and how it is reviewed. */
export function VerificationTab() {
  const { t } = useTranslation()
  const session = useSession()
  const isCohost = session.user?.user_type === 'co-host'

  return (
    <PanelPage title={t('verification.title')} intro={t('verification.intro')}>
      {isCohost ? (
        <div className="card flex flex-col items-start gap-4 p-5 sm:p-8">
          <p className="flex items-center gap-2 font-semibold text-success">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('verification.approved')}
          </p>
          <Link to={`${ROUTES.cohostPanel}/properties`} className={buttonClass('primary')}>
            {t('panel.nav.properties')}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="verification-documents" className="card p-5 sm:p-8">
          <h2 id="verification-documents" className="text-xl font-semibold text-ink">
            {t('verification.prepareTitle')}
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {DOCUMENTS.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span>{t(`verification.${item}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-ink-muted">{t('verification.reviewNote')}</p>
          <Link to={ROUTES.contact} className={`${buttonClass('secondary')} mt-6`}>
            {t('verification.contactCta')}
          </Link>
        </section>
      )}
    </PanelPage>
  )
}
