import type { TPlaceCount } from '@demeure/shared'
import { ArrowRight, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCatalogueLabels } from '../../lib/catalogue-labels.ts'
import { cx } from '../../lib/cx.ts'
import { ROUTES } from '../../lib/routes.ts'

type TPlaceCardProps = { place: TPlaceCount; isFeatured?: boolean }

/**
 * A city or neighbourhood with its number of homes, leading to the search for that place (the
 * API's `city`, which counts as the card does).
 */
export function PlaceCard({ place, isFeatured = false }: TPlaceCardProps) {
  const { t, i18n } = useTranslation()
  const labels = useCatalogueLabels()
  const search = new URLSearchParams({ city: place.name }).toString()
  const name = place.kind === 'neighbourhood' ? labels.place(place.name) : labels.city(place.name)
  return (
    <Link
      to={{ pathname: ROUTES.home, search: `?${search}` }}
      className={cx(
        'card group flex h-full items-center gap-4 p-5 transition-shadow hover:shadow-raised',
        isFeatured && 'bg-brand text-white',
      )}
    >
      <span
        className={cx(
          'flex size-11 shrink-0 items-center justify-center rounded-full',
          isFeatured ? 'bg-white/15 text-white' : 'bg-brand-soft text-brand',
        )}
      >
        <MapPin aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={cx('font-semibold', isFeatured ? 'text-xl' : 'text-ink')}>{name}</span>
        <span className={cx('text-sm', isFeatured ? 'text-white/85' : 'text-ink-muted')}>
          {t('explore.homes', {
            count: place.count,
            total: place.count.toLocaleString(i18n.resolvedLanguage),
          })}
        </span>
      </span>
      <ArrowRight
        aria-hidden="true"
        className={cx(
          'size-5 shrink-0 transition-transform group-hover:translate-x-1',
          !isFeatured && 'text-brand',
        )}
      />
    </Link>
  )
}
