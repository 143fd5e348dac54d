import { ArrowRight, CalendarDays, KeyRound, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { PlexIllustration } from './plex-illustration.tsx'

const STEPS = [
  { icon: Search, title: 'home.step1Title', text: 'home.step1Text' },
  { icon: CalendarDays, title: 'home.step2Title', text: 'home.step2Text' },
  { icon: KeyRound, title: 'home.step3Title', text: 'home.step3Text' },
] as const

/** The home page until the search and map arrive: what Demeure is, how it works, where to go. */
export function HomePage() {
  const { t } = useTranslation()
  useDocumentTitle()
  return (
    <>
      <section className="bg-gradient-to-b from-canvas to-brand-soft/60">
        <div className="page-container grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
              {t('home.eyebrow')}
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t('home.title')}</h1>
            <p className="mt-4 max-w-xl text-base text-ink-muted sm:text-xl">{t('home.intro')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={ROUTES.explore} className={buttonClass('primary', 'lg')}>
                {t('home.ctaExplore')}
              </Link>
              <Link to={ROUTES.map} className={buttonClass('secondary', 'lg')}>
                {t('home.ctaMap')}
              </Link>
            </div>
          </div>
          <div className="mx-auto w-full max-w-md lg:max-w-none">
            <PlexIllustration />
          </div>
        </div>
      </section>

      <section aria-labelledby="home-steps" className="page-container py-14 sm:py-20">
        <h2 id="home-steps" className="text-3xl font-bold tracking-tight text-ink">
          {t('home.stepsTitle')}
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="card flex flex-col gap-3 p-6">
              <span className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-full bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold text-ink-muted tabular-nums">{index + 1} / 3</span>
              </span>
              <h3 className="text-xl font-semibold text-ink">{t(title)}</h3>
              <p className="text-ink-muted">{t(text)}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-card border border-line bg-surface p-6 sm:p-8">
          <h2 className="text-xl font-semibold text-ink">{t('home.trustTitle')}</h2>
          <p className="mt-2 max-w-3xl text-ink-muted">{t('home.trustText')}</p>
          <Link to={ROUTES.about} className="text-link mt-4 inline-flex items-center gap-1">
            {t('footer.aboutUs')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="home-hosting" className="page-container">
        <div className="flex flex-col items-start gap-4 rounded-card bg-brand p-8 text-white sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="home-hosting" className="text-3xl font-bold tracking-tight">
              {t('home.hostTitle')}
            </h2>
            <p className="mt-2 max-w-xl text-white/85">{t('home.hostText')}</p>
          </div>
          <Link
            to={ROUTES.rentalsManagement}
            className="inline-flex h-12 shrink-0 items-center justify-center rounded-control bg-white px-6 font-semibold text-brand hover:bg-canvas"
          >
            {t('home.hostCta')}
          </Link>
        </div>
      </section>
    </>
  )
}
