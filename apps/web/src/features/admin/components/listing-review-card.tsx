import { formatDisplayDate, type THostProperty } from '@demeure/shared'
import { Check, ExternalLink, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { ListingFacts, ListingMedia } from '../../host-properties/index.ts'
import { useStaffDecision } from '../api/use-staff-decision.ts'
import { OwnershipVideo } from './ownership-video.tsx'
import { RejectDialog } from './reject-dialog.tsx'
import { ReviewStatusBadge } from './review-status-badge.tsx'

/** One listing under review: photos, details, address, the ownership video, and the decision. */
export function ListingReviewCard({ property }: { property: THostProperty }) {
  const { t } = useTranslation()
  const review = useStaffDecision('properties', property.property_id, {
    approved: t('admin.listings.approved', { title: property.title }),
    rejected: t('admin.listings.rejected', { title: property.title }),
  })
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
      {property.status === 'rejected' && property.rejection_reason && (
        <div className="rounded-control bg-danger-soft p-3 text-sm text-ink">
          <p className="font-semibold text-danger">{t('admin.reasonGiven')}</p>
          <p className="mt-1 whitespace-pre-line">{property.rejection_reason}</p>
        </div>
      )}
      {property.status === 'published' && (
        <div>
          <Link to={`${ROUTES.house}/${property.property_id}`} className={buttonClass('secondary')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('admin.listings.viewPublic')}
          </Link>
        </div>
      )}
      {property.status === 'pending_review' && (
        <footer className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => review.setRejecting(true)} disabled={review.isPending}>
            <X aria-hidden="true" className="size-4" />
            {t('admin.reject.action')}
          </Button>
          <Button onClick={review.approve} isBusy={review.isPending && !review.isRejecting}>
            <Check aria-hidden="true" className="size-4" />
            {t('admin.listings.approve')}
          </Button>
        </footer>
      )}
      <RejectDialog
        open={review.isRejecting}
        onOpenChange={review.setRejecting}
        title={t('admin.listings.rejectTitle', { title: property.title })}
        description={t('admin.listings.rejectText')}
        isBusy={review.isPending}
        serverError={review.rejectError}
        onReject={review.reject}
      />
    </article>
  )
}
