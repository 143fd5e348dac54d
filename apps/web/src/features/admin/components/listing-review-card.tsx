import { formatDisplayDate, type THostListing } from '@demeure/shared'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { ListingFacts, ListingMedia } from '../../host-properties/index.ts'
import { OwnershipVideo } from './ownership-video.tsx'
import { ReviewStatusBadge } from './review-status-badge.tsx'
import { StaffDecision } from './staff-decision.tsx'

/** One listing under review: photos, details, address, the ownership video, and the decision. */
export function ListingReviewCard({ property }: { property: THostListing }) {
  const { t } = useTranslation()
  const titleId = `listing-${property.property_id}`
  const host = `${property.host.first_name} ${property.host.last_name}`.trim()

  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-6 p-5 sm:p-6">
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 text-xl font-semibold break-words text-ink">
            {property.title}
          </h3>
          <ReviewStatusBadge status={property.status} />
        </div>
        <p className="text-sm text-ink-muted">
          {t('admin.listings.host', { name: host, email: property.host.email })}
        </p>
        <p className="text-sm text-ink-muted tabular-nums">
          {t('admin.submittedOn', { date: formatDisplayDate(property.created_at) })}
        </p>
      </header>
      <ListingMedia property={property} />
      <section className="flex flex-col gap-3 rounded-control border border-accent/30 bg-accent-soft/50 p-4">
        <h4 className="font-semibold text-ink">{t('listingForm.fields.ownership_verification_video')}</h4>
        <p className="text-sm text-ink-muted">{t('admin.listings.ownershipHint')}</p>
        <OwnershipVideo file={property.ownership_verification_video} />
      </section>
      <ListingFacts property={property} />
      {property.status === 'published' && (
        <div>
          <Link to={`${ROUTES.house}/${property.property_id}`} className={buttonClass('secondary')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('admin.listings.viewPublic')}
          </Link>
        </div>
      )}
      <StaffDecision
        queue="properties"
        id={property.property_id}
        isAwaiting={property.status === 'pending_review'}
        rejectionReason={property.status === 'rejected' ? property.rejection_reason : null}
        approveLabel={t('admin.listings.approve')}
        decided={{
          approved: t('admin.listings.approved', { title: property.title }),
          rejected: t('admin.listings.rejected', { title: property.title }),
        }}
        reject={{
          title: t('admin.listings.rejectTitle', { title: property.title }),
          text: t('admin.listings.rejectText'),
        }}
      />
    </article>
  )
}
