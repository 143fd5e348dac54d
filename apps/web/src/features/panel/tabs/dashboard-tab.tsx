import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PanelPage } from '../../../components/ui/panel-page.tsx'
import { useSession } from '../../auth/index.ts'
import { HostDashboard } from '../../host-dashboard/index.ts'
import { RenterOverview } from '../../reservations/index.ts'
import { panelBase, panelHref } from '../panel-paths.ts'
import { SECTION_ICONS, type TPanelSection } from '../panel-sections.ts'

type TCardSection = Exclude<TPanelSection, 'dashboard' | 'transactions' | 'notifications'>

function cardsFor(isCohost: boolean): TCardSection[] {
  // A co-host has nothing left to apply for.
  return isCohost
    ? ['profile', 'reservations', 'saved', 'messages', 'settings']
    : ['profile', 'reservations', 'saved', 'messages', 'settings', 'verification']
}

/** The user panel's dashboard: a greeting, the renter's stays at a glance, then one card per section. */
export function UserDashboardTab() {
  const { t } = useTranslation()
  const session = useSession()
  const base = panelBase('user')
  const name = session.user?.first_name || session.displayName
  const cards = cardsFor(session.user?.user_type === 'co-host')

  return (
    <PanelPage title={t('panel.dashboard.greeting', { name })} intro={t('panel.dashboard.intro')}>
      <RenterOverview />
      <section aria-labelledby="quick-links" className="flex flex-col gap-3">
        <h2 id="quick-links" className="text-xl font-semibold text-ink">
          {t('reservations.overview.quickLinks')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {cards.map((section) => {
            const Icon = SECTION_ICONS[section]
            return (
              <li key={section}>
                <Link
                  to={panelHref(base, section)}
                  className="card group flex h-full items-start gap-4 p-5 transition-shadow hover:shadow-raised"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="font-semibold text-ink">{t(`panel.nav.${section}`)}</span>
                    <span className="text-sm text-ink-muted">{t(`panel.dashboard.${section}Text`)}</span>
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className="mt-3 size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5"
                  />
                </Link>
              </li>
            )
          })}
        </ul>
      </section>
    </PanelPage>
  )
}

/** The co-host dashboard: a greeting, then the real figures of the host's listings. */
export function CohostDashboardTab() {
  const { t } = useTranslation()
  const session = useSession()
  const name = session.user?.first_name || session.displayName
  return (
    <PanelPage title={t('panel.dashboard.greeting', { name })} intro={t('panel.dashboard.cohostIntro')}>
      <HostDashboard />
    </PanelPage>
  )
}
