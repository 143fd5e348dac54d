import { listingText } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { HiddenContactNotice } from '../../components/contact-safety/index.ts'
import { Button } from '../../components/ui/button.tsx'
import { FormAlert } from '../../components/ui/form-alert.tsx'
import { ApiError } from '../../lib/api-error.ts'
import { useFirstScreenHandOff } from '../../lib/first-screen.ts'
import { toLanguage } from '../../lib/language.ts'
import { loadErrorText } from '../../lib/load-error-text.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useMediaQuery } from '../../lib/use-media-query.ts'
import { useListing } from './api/use-listing.ts'
import { BackToSearch } from './components/back-to-search.tsx'
import { BookingPanel } from './components/booking-panel.tsx'
import { DetailSection } from './components/detail-section.tsx'
import { HostCard } from './components/host-card.tsx'
import { HouseRules } from './components/house-rules.tsx'
import { ListingAddress } from './components/listing-address.tsx'
import { ListingAmenities } from './components/listing-amenities.tsx'
import { ListingDates } from './components/listing-dates.tsx'
import { ListingFacts } from './components/listing-facts.tsx'
import { ListingGallery } from './components/listing-gallery.tsx'
import { ListingHeading } from './components/listing-heading.tsx'
import { ListingNotFound } from './components/listing-not-found.tsx'
import { ListingPageSkeleton } from './components/listing-page-skeleton.tsx'
import { ListingReviews } from './components/listing-reviews.tsx'
import { ListingTrust } from './components/listing-trust.tsx'
import { ReportListing } from './components/report-listing.tsx'
import { useStayDates } from './lib/use-stay-dates.ts'
import { LISTING_PAGE_CLASS } from './listing-page-class.ts'

function parseId(text: string | undefined): number | null {
  const id = Number(text)
  return Number.isInteger(id) && id > 0 ? id : null
}

/**
 * /House/:id and /house/:id: photos, the host, the home, its address, rules, dates and
 * reviews, beside the booking panel (under it on phones).
 */
export function ListingPage() {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const location = useLocation()
  const id = parseId(useParams().id)
  const listing = useListing(id)
  const stay = useStayDates()
  // One booking panel, placed beside the details on wide screens and under the host on phones.
  const isWide = useMediaQuery('(min-width: 1024px)')
  const text = listing.data ? listingText(listing.data, language) : undefined
  useDocumentTitle(text?.title ?? t('listings.detailTitle'))
  useFirstScreenHandOff(id === null || listing.data !== undefined || listing.isError)

  if (id === null || (listing.error instanceof ApiError && listing.error.status === 404))
    return <ListingNotFound />
  if (listing.isError) {
    return (
      <div className="page-container flex flex-col items-start gap-4 py-12">
        <FormAlert message={loadErrorText(listing.error, t('listings.loadFailed'), t)} />
        <Button variant="secondary" onClick={() => void listing.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    )
  }
  if (!listing.data) return <ListingPageSkeleton />
  const home = listing.data
  const { title, description, isFrenchMissing } = text ?? listingText(home, language)
  // Text the host wrote in another language is marked so (screen readers, hyphenation).
  const textLang = isFrenchMissing ? 'en' : undefined

  return (
    <article className={LISTING_PAGE_CLASS}>
      <BackToSearch canGoBack={location.key !== 'default'} />
      <ListingHeading listing={home} title={title} textLang={textLang} chosenDates={stay} />

      <ListingGallery title={title} photos={home.photos} video={home.video} />

      <div className="mt-8 grid gap-x-12 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div>
          <div className="flex flex-col gap-6 pb-8">
            <HostCard listing={home} />
            <ListingFacts listing={home} />
          </div>
          {!isWide && (
            <div className="pb-8">
              <BookingPanel listing={home} stay={stay} />
            </div>
          )}
          <DetailSection id="house-about" title={t('listings.about')}>
            {isFrenchMissing && <p className="mb-2 text-sm text-ink-muted">{t('listings.noFrench')}</p>}
            <p lang={textLang} className="max-w-prose whitespace-pre-line text-ink">
              {description}
            </p>
            {home.hidden_contacts.length > 0 && <HiddenContactNotice variant="listing" className="mt-4" />}
            {/* The ad shows the number, as the Tourist Accommodation Act asks of a short-stay offer. */}
            {home.citq_number && (
              <p className="mt-3 text-sm text-ink" data-testid="citq-number">
                {t('listings.citqNumber', { number: home.citq_number })}
                <span className="block text-ink-muted">{t('listings.citqNote')}</span>
              </p>
            )}
          </DetailSection>
          <DetailSection id="house-trust" title={t('listings.trust.title')}>
            <ListingTrust trust={home.trust} />
          </DetailSection>
          <DetailSection id="house-amenities" title={t('listings.amenities')}>
            <ListingAmenities amenities={home.amenities} />
          </DetailSection>
          <DetailSection id="house-rules" title={t('listings.rulesTitle')}>
            <HouseRules hostRules={home.rules} />
          </DetailSection>
          <DetailSection id="house-dates" title={t('listings.dates')}>
            <ListingDates listing={home} />
          </DetailSection>
          <DetailSection id="house-address" title={t('listings.address')}>
            <ListingAddress listing={home} />
          </DetailSection>
          <DetailSection id="house-reviews" title={t('listings.reviews')}>
            <ListingReviews listing={home} />
          </DetailSection>
          <ReportListing listing={home} />
        </div>
        {isWide && (
          <aside>
            <div className="sticky top-6">
              <BookingPanel listing={home} stay={stay} />
            </div>
          </aside>
        )}
      </div>
    </article>
  )
}
