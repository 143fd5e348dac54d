import { BadgePercent, CalendarRange, ClipboardCheck, House, ShieldCheck, Wallet } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { HostingCta } from './hosting-cta.tsx'
import { PlexIllustration } from './plex-illustration.tsx'

const REASONS = [
  { icon: CalendarRange, title: 'hosting.reason1Title', text: 'hosting.reason1Text' },
  { icon: ShieldCheck, title: 'hosting.reason2Title', text: 'hosting.reason2Text' },
  { icon: BadgePercent, title: 'hosting.reason3Title', text: 'hosting.reason3Text' },
] as const

const STEPS = [
  { icon: ClipboardCheck, title: 'hosting.step1Title', text: 'hosting.step1Text' },
  { icon: House, title: 'hosting.step2Title', text: 'hosting.step2Text' },
  { icon: Wallet, title: 'hosting.step3Title', text: 'hosting.step3Text' },
] as const

/** /rentals-managment (spelled as the spec spells it): the hosts' landing page. */
export function RentalsManagementPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('rentalsManagement.title'))
  return (
    <div className="flex flex-col gap-14 pb-4 sm:gap-20">
      <section className="bg-gradient-to-b from-canvas to-brand-soft/60">
        <div className="page-container grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
              {t('hosting.eyebrow')}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t('hosting.title')}</h1>
            <p className="mt-4 max-w-xl text-base text-ink-muted sm:text-xl">{t('hosting.intro')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <HostingCta />
              <Link to={ROUTES.hostGuide} className={buttonClass('secondary', 'lg')}>
                {t('hostGuide.title')}
              </Link>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <PlexIllustration />
          </div>
        </div>
      </section>

      <section aria-labelledby="hosting-why" className="page-container">
        <h2 id="hosting-why" className="text-3xl font-bold tracking-tight text-ink">
          {t('hosting.whyTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card flex flex-col gap-3 p-6">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-xl font-semibold text-ink">{t(title)}</h3>
              <p className="text-ink-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="hosting-steps" className="page-container">
        <h2 id="hosting-steps" className="text-3xl font-bold tracking-tight text-ink">
          {t('hosting.stepsTitle')}
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="card flex flex-col gap-3 p-6">
              <span className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-ink-muted tabular-nums">
                  {t('hosting.stepNumber', { number: index + 1, total: STEPS.length })}
                </span>
              </span>
              <h3 className="text-xl font-semibold text-ink">{t(title)}</h3>
              <p className="text-ink-muted">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="page-container">
        <div className="flex flex-col items-start gap-4 rounded-card bg-brand p-8 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{t('hosting.readyTitle')}</h2>
            <p className="mt-2 max-w-xl text-white/85">{t('hosting.readyText')}</p>
          </div>
          <Link
            to={ROUTES.listYourProperty}
            className="inline-flex h-12 shrink-0 items-center justify-center rounded-control bg-white px-6 font-semibold text-brand hover:bg-canvas"
          >
            {t('listYourProperty.navLabel')}
          </Link>
        </div>
      </section>
    </div>
  )
}
