import { listingText } from '@demeure/shared/zod-free'
import { Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadError } from '../../components/ui/load-error.tsx'
import { PanelPage } from '../../components/ui/panel-page.tsx'
import { toLanguage } from '../../lib/language.ts'
import { ROUTES } from '../../lib/routes.ts'
import { LISTING_GRID_CLASS, ListingCard } from '../listings/index.ts'
import { useFavouriteIds } from './api/use-favourite-ids.ts'
import { useSavedHomes } from './api/use-saved-homes.ts'
import { FavouriteStateBadge } from './components/favourite-state-badge.tsx'
import { WantedDates } from './components/wanted-dates.tsx'

/**
 * The user panel's "Saved homes": every home the account hearted, each saying what became of it,
 * with the dates wanted for it (its alerts watch those nights) and their editor.
 */
export function SavedHomesTab() {
  const { t } = useTranslation()
  return (
    <PanelPage title={t('panel.nav.saved')} intro={t('favourites.intro')}>
      <SavedHomesList />
    </PanelPage>
  )
}

function SavedHomesList() {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const hearts = useFavouriteIds(true)
  const saved = useSavedHomes(!hearts.isPending)
  if (saved.isPending) {
    return (
      <span className="text-ink-muted" role="status">
        {t('common.loading')}
      </span>
    )
  }
  if (saved.isError) {
    return (
      <LoadError
        message={t('favourites.fetchFailed')}
        onRetry={() => void saved.refetch()}
        error={saved.error}
      />
    )
  }
  const seen = new Set<number>()
  const items = saved.data.pages
    .flatMap((page) => page.results)
    .filter((item) => !seen.has(item.property.property_id) && seen.add(item.property.property_id))
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('favourites.empty')}
        text={t('favourites.emptyText')}
        action={
          <Link to={ROUTES.home} className={buttonClass('primary')}>
            {t('favourites.browse')}
          </Link>
        }
      />
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className={LISTING_GRID_CLASS}>
        {items.map((item) => (
          <li key={item.property.property_id}>
            <ListingCard listing={item.property} badge={<FavouriteStateBadge state={item.state} />} />
            {/* Outside the card: its link covers the whole card. */}
            <WantedDates
              favourite={item}
              listingId={item.property.property_id}
              title={listingText(item.property, language).title}
            />
          </li>
        ))}
      </ul>
      {saved.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          isBusy={saved.isFetchingNextPage}
          onClick={() => void saved.fetchNextPage()}
        >
          {saved.isFetchingNextPage ? t('common.loading') : t('favourites.loadMore')}
        </Button>
      )}
    </div>
  )
}
