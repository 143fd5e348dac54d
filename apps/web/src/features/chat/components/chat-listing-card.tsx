import type { TListingCard } from '@demeure/shared'
import { listingText } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { ListingPhoto } from '../../listings/index.ts'

/** A listing the assistant found, compact enough for a conversation: photo, title, type, city, price. */
export function ChatListingCard({ listing }: { listing: TListingCard }) {
  const { t, i18n } = useTranslation()
  const labels = useCatalogueLabels()
  const language = toLanguage(i18n.resolvedLanguage)
  const price = formatUsd(listing.price_per_month, language)
  const { title, isFrenchMissing } = listingText(listing, language)
  return (
    <article className="group relative flex h-full gap-3 rounded-card border border-line bg-surface p-2 shadow-card transition-colors hover:border-brand">
      <ListingPhoto src={listing.main_photo} alt="" className="aspect-[4/3] w-28 shrink-0 rounded-control" />
      <div className="flex min-w-0 flex-col justify-center gap-0.5 pr-1">
        <h3 className="line-clamp-2 text-sm font-semibold text-ink">
          {/* The whole card is the link's target area; the title names it. */}
          <Link
            to={`${ROUTES.listing}/${listing.property_id}`}
            className="rounded-sm after:absolute after:inset-0 after:rounded-card group-hover:text-brand"
          >
            <span lang={isFrenchMissing ? 'en' : undefined}>{title}</span>
          </Link>
        </h3>
        <p className="truncate text-sm text-ink-muted">
          {labels.homeKind(listing)} · {listing.address_city}
        </p>
        <p className="text-sm font-semibold text-accent tabular-nums">{t('common.perMonth', { price })}</p>
      </div>
    </article>
  )
}
