import type { TListingDetail } from '@demeure/shared'
import { listingText } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import { toLanguage } from '../../lib/language.ts'
import { BackToSearch } from './components/back-to-search.tsx'
import { ListingGallery } from './components/listing-gallery.tsx'
import { ListingHeading } from './components/listing-heading.tsx'
import { LISTING_PAGE_CLASS } from './listing-page-class.ts'

/**
 * A listing's page as the server renders it before the app's code arrives (src/first-screen):
 * the way back, the title and the photos, exactly as the page shows them.
 */
export function ListingFirstScreen({ listing }: { listing: TListingDetail }) {
  const { i18n } = useTranslation()
  const { title, isFrenchMissing } = listingText(listing, toLanguage(i18n.resolvedLanguage))
  return (
    <article className={LISTING_PAGE_CLASS}>
      <BackToSearch canGoBack={false} />
      <ListingHeading listing={listing} title={title} textLang={isFrenchMissing ? 'en' : undefined} />
      <ListingGallery title={title} photos={listing.photos} video={listing.video} />
    </article>
  )
}
