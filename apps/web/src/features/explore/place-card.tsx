import type { TPlace } from '@demeure/shared'
import { ArrowRight, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCatalogueLabels } from '../../lib/catalogue-labels.ts'
import { cx } from '../../lib/cx.ts'
import { ROUTES } from '../../lib/routes.ts'

type TPlaceCardProps = { place: TPlace; count: number | undefined; isFeatured?: boolean }

/** A city or neighbourhood, with its number of homes, leading to the search for it. */
export function PlaceCard({ place, count, isFeatured = false }: TPlaceCardProps) {
  const { t, i18n } = useTranslation()
  const labels = useCatalogueLabels()
  const search = new URLSearchParams({ location: place.name }).toString()
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
        <span className={cx('font-semibold', isFeatured ? 'text-xl' : 'text-ink')}>
          {labels.place(place.name)}
        </span>
        <span className={cx('text-sm', isFeatured ? 'text-white/85' : 'text-ink-muted')}>
          {count === undefined
            ? place.kind === 'city'
              ? place.state
              : t('explore.neighbourhood')
            : t('explore.homes', { count, total: count.toLocaleString(i18n.resolvedLanguage) })}
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
