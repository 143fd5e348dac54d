import { formatDisplayDate, type TStaffListing } from '@demeure/shared'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { ListingFacts, ListingMedia } from '../../host-listings/index.ts'
import { OwnershipVideo } from './ownership-video.tsx'
import { ReviewHolds } from './review-holds.tsx'
import { ReviewStatusBadge } from './review-status-badge.tsx'
import { StaffDecision } from './staff-decision.tsx'

/** One listing under review: why it was held (if it was), photos, details, address, the ownership video, and the decision. */
export function ListingReviewCard({ listing }: { listing: TStaffListing }) {
  const { t } = useTranslation()
  const titleId = `listing-${listing.property_id}`
  const host = `${listing.host.first_name} ${listing.host.last_name}`.trim()

  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-6 p-5 sm:p-6">
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 text-xl font-semibold break-words text-ink">
            {listing.title}
          </h3>
          <ReviewStatusBadge status={listing.status} />
        </div>
        <p className="text-sm text-ink-muted">
          {t('admin.listings.host', { name: host, email: listing.host.email })}
        </p>
        <p className="text-sm text-ink-muted tabular-nums">
          {t('admin.submittedOn', { date: formatDisplayDate(listing.created_at) })}
        </p>
      </header>
      <ReviewHolds listingId={listing.property_id} holds={listing.review_holds} />
      <ListingMedia listing={listing} />
      <section className="flex flex-col gap-3 rounded-control border border-accent/30 bg-accent-soft/50 p-4">
        <h4 className="font-semibold text-ink">{t('listingForm.fields.ownership_verification_video')}</h4>
        <p className="text-sm text-ink-muted">{t('admin.listings.ownershipHint')}</p>
        <OwnershipVideo file={listing.ownership_verification_video} />
      </section>
      <ListingFacts listing={listing} />
      {listing.status === 'published' && (
        <div>
          <Link to={`${ROUTES.listing}/${listing.property_id}`} className={buttonClass('secondary')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('admin.listings.viewPublic')}
          </Link>
        </div>
      )}
      <StaffDecision
        queue="properties"
        id={listing.property_id}
        isAwaiting={listing.status === 'pending_review'}
        rejectionReason={listing.status === 'rejected' ? listing.rejection_reason : null}
        approveLabel={t('admin.listings.approve')}
        decided={{
          approved: t('admin.listings.approved', { title: listing.title }),
          rejected: t('admin.listings.rejected', { title: listing.title }),
        }}
        reject={{
          title: t('admin.listings.rejectTitle', { title: listing.title }),
          text: t('admin.listings.rejectText'),
        }}
      />
    </article>
  )
}
