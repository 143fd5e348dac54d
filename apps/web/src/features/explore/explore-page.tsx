import type { TPlaceCount } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { PageIntro } from '../../components/ui/page-intro.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { usePlaceCounts } from '../../lib/place-counts.ts'
import { ROUTES } from '../../lib/routes.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { PlaceCard } from './place-card.tsx'

const MONTREAL = 'Montréal'

/**
 * /Explore: browse by Montreal neighbourhood or by city, as the API counts them (the homes' own
 * city and position, not a street of the same name); only places with homes are shown, and each
 * card opens the search for exactly those homes.
 */
export function ExplorePage() {
  const { t } = useTranslation()
  useDocumentTitle(t('explore.title'))
  const places = usePlaceCounts()
  const all = places.data ?? []
  const montreal = all.find((place) => place.kind === 'city' && place.name === MONTREAL)
  const neighbourhoods = all.filter((place) => place.kind === 'neighbourhood')
  const cities = all.filter((place) => place.kind === 'city' && place !== montreal)
  return (
    <div className="page-container flex flex-col gap-12 py-12 sm:py-16">
      <PageIntro title={t('explore.title')} intro={t('explore.intro')}>
        <Link to={ROUTES.map} className={buttonClass('secondary', 'lg')}>
          {t('explore.ctaMap')}
        </Link>
      </PageIntro>
      {places.isPending && <Spinner className="size-6" />}
      {places.isError && <FormAlert message={t('explore.loadFailed')} />}

      {(montreal || neighbourhoods.length > 0) && (
        <section aria-labelledby="explore-montreal" className="flex flex-col gap-4">
          <h2 id="explore-montreal" className="text-3xl font-bold tracking-tight text-ink">
            {t('explore.montrealTitle')}
          </h2>
          <p className="max-w-2xl text-ink-muted">{t('explore.montrealText')}</p>
          {montreal && (
            <div className="max-w-md">
              <PlaceCard place={montreal} isFeatured />
            </div>
          )}
          <PlaceGrid places={neighbourhoods} />
        </section>
      )}

      {cities.length > 0 && (
        <section aria-labelledby="explore-cities" className="flex flex-col gap-4">
          <h2 id="explore-cities" className="text-3xl font-bold tracking-tight text-ink">
            {t('explore.citiesTitle')}
          </h2>
          <p className="max-w-2xl text-ink-muted">{t('explore.citiesText')}</p>
          <PlaceGrid places={cities} />
        </section>
      )}
    </div>
  )
}

function PlaceGrid({ places }: { places: readonly TPlaceCount[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {places.map((place) => (
        <li key={`${place.kind}:${place.name}`}>
          <PlaceCard place={place} />
        </li>
      ))}
    </ul>
  )
}
