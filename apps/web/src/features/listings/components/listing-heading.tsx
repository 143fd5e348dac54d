import type { TListingDetail } from '@demeure/shared'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { FavouriteHeart } from '../../favourites/index.ts'
import { ListingRating } from './listing-rating.tsx'

type TListingHeadingProps = {
  listing: TListingDetail
  /** The title in the reader's language (listingText). */
  title: string
  /** 'en' when the host wrote no French and the title is shown in English. */
  textLang: string | undefined
  /** The stay chosen in the booking panel, saved with the home by the heart (none on the first screen). */
  chosenDates?: { checkIn: string; checkOut: string }
}

/** The listing page's title and its heart, with its type, room, city and rating under it. */
export function ListingHeading({ listing, title, textLang, chosenDates }: TListingHeadingProps) {
  const labels = useCatalogueLabels()
  return (
    <header className="mb-6">
      <div className="flex items-start justify-between gap-4">
        <h1 lang={textLang} className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">
          {title}
        </h1>
        <FavouriteHeart
          listingId={listing.property_id}
          title={title}
          variant="inline"
          chosenDates={chosenDates}
          className="shrink-0"
        />
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-muted">
        <span>
          {labels.listingType(listing.property_type)} · {labels.roomCategory(listing.room_category)} ·{' '}
          {listing.address_city}
        </span>
        <span aria-hidden="true">·</span>
        <ListingRating average={listing.rating_avg} count={listing.review_count} />
      </p>
    </header>
  )
}
