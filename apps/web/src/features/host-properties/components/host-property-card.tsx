import { formatDisplayDate, type THostProperty } from '@demeure/shared'
import { ImageOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'

const STATUS_STYLES: Record<string, string> = {
  published: 'bg-success-soft text-success',
  pending_review: 'bg-warning-soft text-warning',
  rejected: 'bg-danger-soft text-danger',
  archived: 'bg-canvas text-ink-muted',
}

/** One listing in the host's list: photo, title, address, nightly price and reserved dates. */
export function HostPropertyCard({ property }: { property: THostProperty }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const photo = property.photos[0]
  const reserved = property.availabilities.filter((period) => !period.is_available)
  const status = property.status in STATUS_STYLES ? property.status : 'archived'

  return (
    <article className="card flex flex-col overflow-hidden sm:flex-row">
      <div className="aspect-[4/3] w-full shrink-0 bg-canvas sm:w-56">
        {photo ? (
          <img src={photo.card} alt={photo.description} className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-sm text-ink-muted">
            <ImageOff aria-hidden="true" className="size-6" />
            {t('empty.media')}
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-xl font-semibold text-ink">{property.title}</h2>
          <span className={cx('rounded-full px-3 py-1 text-sm font-medium', STATUS_STYLES[status])}>
            {t(`hostProperties.status.${status as 'published' | 'pending_review' | 'rejected' | 'archived'}`)}
          </span>
        </div>
        <p className="text-ink-muted">
          {property.address_street}, {property.address_city}
        </p>
        <p className="font-semibold text-accent tabular-nums">
          {t('hostProperties.perNight', { price: formatUsd(property.price_per_night, language) })}
        </p>
        <div>
          <h3 className="text-sm font-semibold text-ink">{t('houses.reservedDates')}</h3>
          {reserved.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('empty.reservedDates')}</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2 text-sm tabular-nums">
              {reserved.map((period) => (
                <li key={period.availability_id} className="rounded-full bg-canvas px-3 py-1">
                  {formatDisplayDate(period.start_date)} – {formatDisplayDate(period.end_date)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  )
}
