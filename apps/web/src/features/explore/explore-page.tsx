import { PLACES } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useLocationCounts } from './api/use-location-counts.ts'
import { PlaceCard } from './place-card.tsx'

const MONTREAL = PLACES.find((place) => place.kind === 'city' && place.name === 'Montréal')
const NEIGHBOURHOODS = PLACES.filter((place) => place.kind === 'neighbourhood')
const CITIES = PLACES.filter(
  (place) => place.kind === 'city' && place.country === 'Canada' && place !== MONTREAL,
)

/** /Explore: browse by Montreal neighbourhood or by Canadian city; each card opens that search. */
export function ExplorePage() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav.explore'))
  const counts = useLocationCounts(PLACES.map((place) => place.name))
  return (
    <div className="page-container flex flex-col gap-12 py-12 sm:py-16">
      <PageIntro title={t('explore.title')} intro={t('explore.intro')}>
        <Link to={ROUTES.map} className={buttonClass('secondary', 'lg')}>
          {t('explore.ctaMap')}
        </Link>
      </PageIntro>

      <section aria-labelledby="explore-montreal" className="flex flex-col gap-4">
        <h2 id="explore-montreal" className="text-3xl font-bold tracking-tight text-ink">
          {t('explore.montrealTitle')}
        </h2>
        <p className="max-w-2xl text-ink-muted">{t('explore.montrealText')}</p>
        {MONTREAL && (
          <div className="max-w-md">
            <PlaceCard place={MONTREAL} count={counts.get(MONTREAL.name)} isFeatured />
          </div>
        )}
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {NEIGHBOURHOODS.map((place) => (
            <li key={place.name}>
              <PlaceCard place={place} count={counts.get(place.name)} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="explore-cities" className="flex flex-col gap-4">
        <h2 id="explore-cities" className="text-3xl font-bold tracking-tight text-ink">
          {t('explore.citiesTitle')}
        </h2>
        <p className="max-w-2xl text-ink-muted">{t('explore.citiesText')}</p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {CITIES.map((place) => (
            <li key={`${place.name}-${place.state}`}>
              <PlaceCard place={place} count={counts.get(place.name)} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
