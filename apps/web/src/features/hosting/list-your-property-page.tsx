import { FileCheck2, Images, MapPin, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { HostingCta } from './hosting-cta.tsx'

const NEEDS = [
  { icon: FileCheck2, title: 'listYourProperty.need1Title', text: 'listYourProperty.need1Text' },
  { icon: MapPin, title: 'listYourProperty.need2Title', text: 'listYourProperty.need2Text' },
  { icon: Images, title: 'listYourProperty.need3Title', text: 'listYourProperty.need3Text' },
  { icon: Video, title: 'listYourProperty.need4Title', text: 'listYourProperty.need4Text' },
] as const

/** /list-your-property: what to prepare before listing, and where to start. */
export function ListYourPropertyPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('listYourProperty.title'))
  return (
    <div className="page-container flex flex-col gap-12 py-12 sm:py-16">
      <PageIntro
        eyebrow={t('hosting.eyebrow')}
        title={t('listYourProperty.title')}
        intro={t('listYourProperty.intro')}
      >
        <HostingCta />
        <Link to={ROUTES.hostGuide} className={buttonClass('secondary', 'lg')}>
          {t('hostGuide.title')}
        </Link>
      </PageIntro>
      <section aria-labelledby="list-needs">
        <h2 id="list-needs" className="text-3xl font-bold tracking-tight text-ink">
          {t('listYourProperty.needsTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {NEEDS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card flex gap-4 p-6">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-xl font-semibold text-ink">{t(title)}</h3>
                <p className="mt-1 text-ink-muted">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <p className="max-w-3xl rounded-card bg-canvas p-6 text-ink-muted">
        {t('listYourProperty.feeNote')}{' '}
        <Link to={ROUTES.fees} className="text-link">
          {t('fees.navLabel')}
        </Link>
      </p>
    </div>
  )
}
