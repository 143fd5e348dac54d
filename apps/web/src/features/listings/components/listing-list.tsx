import { SKELETON_ROWS } from '@demeure/shared/zod-free'
import { SearchX } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { cx } from '../../../lib/cx.ts'
import type { useListingSearch } from '../api/use-listing-search.ts'
import { ListingCard } from './listing-card.tsx'
import { ListingCardSkeleton } from './listing-card-skeleton.tsx'
import { useOnVisible } from './use-on-visible.ts'

type TListingListProps = {
  search: ReturnType<typeof useListingSearch>
  /** What the empty state says, e.g. 'No houses found for the city' when a city is chosen. */
  emptyTitle: string
  emptyText: string
  /** The next step offered when nothing matches. */
  emptyAction: ReactNode
  className?: string
}

/** The results' grid (also the server's first screen of home: features/home/home-first-screen.tsx). */
export const LISTING_GRID_CLASS = 'grid gap-x-6 gap-y-8 sm:grid-cols-2'

/**
 * Pages loaded by scrolling alone; past them the list grows only when asked (the button). A list
 * that loaded as long as it scrolled kept the footer (terms, privacy, contact) out of reach behind
 * a catalogue of hundreds of homes, and moved it away from a finger about to tap it.
 */
export const AUTO_LOADED_PAGES = 3

/**
 * The results: 15 skeleton cards while loading, the spec's empty and error texts, and more
 * results as the list scrolls, for its first pages (a button for more, and for those who do not
 * scroll).
 */
export function ListingList({ search, emptyTitle, emptyText, emptyAction, className }: TListingListProps) {
  const { t } = useTranslation()
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null)
  const canLoadMore = search.hasNextPage && !search.isFetchingNextPage && !search.isFetchNextPageError
  const isScrollLoading = (search.data?.pages.length ?? 0) < AUTO_LOADED_PAGES
  useOnVisible(sentinel, () => {
    if (canLoadMore && isScrollLoading) void search.fetchNextPage()
  })

  // The search's own failure toast, beside the list's error state below.
  useEffect(() => {
    if (search.isError && !search.isFetchNextPageError) toast.error(t('listings.fetchFailedSearch'))
  }, [search.isError, search.isFetchNextPageError, t])

  if (search.isPending) {
    return (
      <div className={cx(LISTING_GRID_CLASS, className)} role="status" aria-label={t('listings.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ListingCardSkeleton key={index} />
        ))}
      </div>
    )
  }
  if (search.isError && !search.data) {
    return (
      <div className={cx('card flex flex-col items-start gap-4 p-6', className)}>
        <FormAlert message={t('listings.fetchFailed')} />
        <p className="text-ink-muted">{t('listings.fetchFailedText')}</p>
        <Button variant="secondary" onClick={() => void search.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  const listings = search.data?.pages.flatMap((page) => page.results) ?? []
  if (listings.length === 0) {
    return (
      <div className={className}>
        <EmptyState icon={SearchX} title={emptyTitle} text={emptyText} action={emptyAction} />
      </div>
    )
  }
  return (
    <div className={className}>
      <ul
        className={cx(LISTING_GRID_CLASS, search.isPlaceholderData && 'opacity-60 transition-opacity')}
        aria-busy={search.isPlaceholderData}
      >
        {listings.map((listing, index) => (
          <li key={listing.property_id}>
            <ListingCard listing={listing} isEager={index < 4} />
          </li>
        ))}
      </ul>
      <div ref={setSentinel} className="mt-10 flex flex-col items-center gap-3 text-center">
        {search.isFetchNextPageError ? (
          <>
            <FormAlert message={t('listings.fetchFailed')} />
            <Button variant="secondary" onClick={() => void search.fetchNextPage()}>
              {t('common.retry')}
            </Button>
          </>
        ) : search.hasNextPage ? (
          <Button
            variant="secondary"
            isBusy={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {search.isFetchingNextPage ? t('listings.loadingMore') : t('listings.showMore')}
          </Button>
        ) : (
          <p className="text-sm text-ink-muted">{t('listings.endOfList', { count: listings.length })}</p>
        )}
      </div>
    </div>
  )
}
