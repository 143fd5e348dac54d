import type { TReviewHold } from '@demeure/shared'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'

type TCopiedPhoto = Extract<TReviewHold, { kind: 'copied_photo' }>
type TLowPrice = Extract<TReviewHold, { kind: 'low_price' }>

/** A photo of the listing beside the other host's photo it matches. */
function CopiedPhoto({ hold }: { hold: TCopiedPhoto }) {
  const { t } = useTranslation()
  const other = t('admin.holds.otherListing', { title: hold.matched_title, host: hold.matched_host })
  return (
    <li className="flex flex-col gap-3">
      <p className="font-medium text-ink">{t('admin.holds.copiedPhoto')}</p>
      <div className="grid max-w-2xl grid-cols-2 gap-3">
        <figure className="flex min-w-0 flex-col gap-1">
          <img
            src={hold.photo}
            alt={t('admin.holds.thisListing')}
            className="aspect-[4/3] w-full rounded-control object-cover"
          />
          <figcaption className="text-sm text-ink-muted">{t('admin.holds.thisListing')}</figcaption>
        </figure>
        <figure className="flex min-w-0 flex-col gap-1">
          <img
            src={hold.matched_photo}
            alt={other}
            className="aspect-[4/3] w-full rounded-control object-cover"
          />
          <figcaption className="text-sm break-words text-ink-muted">
            {other}
            {' · '}
            <Link
              to={`${ROUTES.listing}/${hold.matched_property_id}`}
              className="inline-flex items-center gap-1 underline"
            >
              {t('admin.holds.openOther', { id: hold.matched_property_id })}
              <ExternalLink aria-hidden="true" className="size-3" />
            </Link>
          </figcaption>
        </figure>
      </div>
      <p className="text-sm text-ink-muted tabular-nums">
        {t('admin.holds.distance', { count: hold.distance })}
      </p>
    </li>
  )
}

function LowPrice({ hold }: { hold: TLowPrice }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  return (
    <li className="flex flex-col gap-1">
      <p className="font-medium text-ink">{t('admin.holds.lowPrice')}</p>
      <p className="text-sm text-ink-muted tabular-nums">
        {t('admin.holds.lowPriceText', {
          price: formatUsd(hold.price_per_month, language, { cents: 'always' }),
          median: formatUsd(hold.median_per_month, language, { cents: 'always' }),
          count: hold.comparables,
        })}
      </p>
    </li>
  )
}

/** Why a listing was held for staff (docs/product-rules.md): copied photos, a price far below the area. */
export function ReviewHolds({ listingId, holds }: { listingId: number; holds: TReviewHold[] }) {
  const { t } = useTranslation()
  if (holds.length === 0) return null
  return (
    <section
      aria-labelledby={`review-holds-${listingId}`}
      className="flex flex-col gap-4 rounded-control border border-danger/40 bg-danger/5 p-4"
    >
      <header className="flex flex-col gap-1">
        <h4 id={`review-holds-${listingId}`} className="font-semibold text-ink">
          {t('admin.holds.title')}
        </h4>
        <p className="text-sm text-ink-muted">{t('admin.holds.text')}</p>
      </header>
      <ul className="flex flex-col gap-5">
        {holds.map((hold) =>
          hold.kind === 'copied_photo' ? (
            <CopiedPhoto key={hold.id} hold={hold} />
          ) : (
            <LowPrice key={hold.id} hold={hold} />
          ),
        )}
      </ul>
    </section>
  )
}
