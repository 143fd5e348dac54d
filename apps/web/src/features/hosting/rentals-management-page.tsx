import { ClipboardCheck, House, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useAuthDialogs, useSession } from '../auth/index.ts'

const STEPS = [
  { icon: ClipboardCheck, title: 'hosting.step1Title', text: 'hosting.step1Text' },
  { icon: House, title: 'hosting.step2Title', text: 'hosting.step2Text' },
  { icon: Wallet, title: 'hosting.step3Title', text: 'hosting.step3Text' },
] as const

/** /rentals-managment (spelled as the spec spells it): how hosting works and where to start. */
export function RentalsManagementPage() {
  const { t } = useTranslation()
  const session = useSession()
  const dialogs = useAuthDialogs()
  useDocumentTitle(t('nav.rentalsManagement'))
  return (
    <div className="page-container flex flex-col gap-12 py-12 sm:py-16">
      <PageIntro title={t('hosting.title')} intro={t('hosting.intro')}>
        {session.isSignedIn ? (
          <Link to={`${ROUTES.userPanel}/verification`} className={buttonClass('primary', 'lg')}>
            {t('hosting.ctaSignedIn')}
          </Link>
        ) : (
          <Button size="lg" onClick={dialogs.openSignup}>
            {t('hosting.ctaSignedOut')}
          </Button>
        )}
      </PageIntro>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card flex flex-col gap-3 p-6">
            <span className="flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h2 className="text-xl font-semibold text-ink">{t(title)}</h2>
            <p className="text-ink-muted">{t(text)}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
