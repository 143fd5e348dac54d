import { formatDisplayDate, type THostListing } from '@demeure/shared'
import { ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { CalendarSyncSection, ImportedFrom } from '../../calendar-sync/index.ts'
import { ListingEditForm } from '../../listing-form/index.ts'
import { useDeleteHostListing } from '../api/use-delete-host-listing.ts'
import { ListingFacts } from './listing-facts.tsx'
import { ListingMedia } from './listing-media.tsx'
import { ListingStatusBadge } from './listing-status-badge.tsx'
import { ReservedDatesEditor } from './reserved-dates-editor.tsx'

type TListingModalProps = { listing: THostListing | undefined; onClose: () => void }

/** The co-host modal: closed, view or edit; edit is left by save or cancel. */
export function ListingModal({ listing, onClose }: TListingModalProps) {
  const { t } = useTranslation()
  const textOf = useListingText()
  const [mode, setMode] = useState<'view' | 'edit'>('view')
  const top = useRef<HTMLDivElement>(null)

  // Edit and view are reached from the bottom of a long dialog: each starts at its top.
  function switchTo(next: 'view' | 'edit') {
    setMode(next)
    top.current?.closest('[role="dialog"]')?.scrollTo({ top: 0 })
  }
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const deleteListing = useDeleteHostListing()

  function close() {
    setMode('view')
    setIsConfirmingDelete(false)
    onClose()
  }

  function remove(id: number) {
    deleteListing.mutate(id, {
      onSuccess: () => {
        toast.success(t('hosting.deleted'))
        close()
      },
      onError: () => toast.error(t('hosting.deleteFailed')),
    })
  }

  return (
    <Dialog
      open={listing !== undefined}
      onOpenChange={(open) => !open && close()}
      title={listing ? textOf(listing).title : ''}
      layout="wide"
    >
      <div ref={top} />
      {listing &&
        (mode === 'edit' ? (
          <ListingEditForm
            key={listing.property_id}
            listing={listing}
            reservedDates={<ReservedDatesEditor listing={listing} />}
            onSaved={() => switchTo('view')}
            onCancel={() => switchTo('view')}
          />
        ) : (
          <div className="flex flex-col gap-6">
            <div className="-mt-2 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
              <ListingStatusBadge status={listing.status} />
              <span className="tabular-nums">
                {t('hostListings.createdOn', { date: formatDisplayDate(listing.created_at) })}
              </span>
            </div>
            {listing.status === 'pending_review' && (
              <p className="rounded-control bg-warning-soft p-3 text-sm text-ink">
                {t('hostListings.inReview')}
              </p>
            )}
            {listing.status === 'rejected' && (
              <div className="rounded-control bg-danger-soft p-3 text-sm text-ink">
                <p className="font-semibold text-danger">{t('hostListings.rejectedTitle')}</p>
                {listing.rejection_reason && (
                  <p className="mt-1 whitespace-pre-line">{listing.rejection_reason}</p>
                )}
                <p className="mt-1">{t('hostListings.rejectedNext')}</p>
              </div>
            )}
            <ListingMedia listing={listing} />
            <ListingFacts listing={listing} />
            <section className="flex flex-col gap-3">
              <h3 className="font-semibold text-ink">{t('hostListings.reservedDates')}</h3>
              <ReservedList listing={listing} />
            </section>
            <CalendarSyncSection listingId={listing.property_id} />
            <footer className="flex flex-col gap-3 border-t border-line pt-5">
              {isConfirmingDelete ? (
                <div role="alert" className="flex flex-col gap-3 rounded-control bg-danger-soft p-4">
                  <p className="font-semibold text-danger">{t('hostListings.deleteQuestion')}</p>
                  <p className="text-sm text-ink">{t('hostListings.deleteText')}</p>
                  <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                    <Button variant="secondary" onClick={() => setIsConfirmingDelete(false)}>
                      {t('common.cancel')}
                    </Button>
                    <Button
                      variant="danger"
                      isBusy={deleteListing.isPending}
                      onClick={() => remove(listing.property_id)}
                    >
                      {t('hostListings.confirmDelete')}
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <Button variant="secondary" onClick={() => setIsConfirmingDelete(true)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t('hostListings.delete')}
                  </Button>
                  <div className="flex flex-col-reverse gap-3 sm:flex-row">
                    {listing.status === 'published' && (
                      <Link
                        to={`${ROUTES.listing}/${listing.property_id}`}
                        className={buttonClass('secondary')}
                      >
                        <ExternalLink aria-hidden="true" className="size-4" />
                        {t('hostListings.viewPublic')}
                      </Link>
                    )}
                    <Button onClick={() => switchTo('edit')}>
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('hostListings.edit')}
                    </Button>
                  </div>
                </div>
              )}
            </footer>
          </div>
        ))}
    </Dialog>
  )
}

function ReservedList({ listing }: { listing: THostListing }) {
  const { t } = useTranslation()
  const reserved = listing.availabilities.filter((period) => !period.is_available)
  if (reserved.length === 0) return <p className="text-sm text-ink-muted">{t('empty.reservedDates')}</p>
  return (
    <ul className="flex flex-wrap gap-2 text-sm tabular-nums">
      {reserved.map((period) => (
        <li
          key={period.availability_id}
          className="inline-flex flex-wrap items-center gap-x-2 rounded-full bg-accent-soft px-3 py-1 text-ink"
        >
          {formatDisplayDate(period.start_date)} – {formatDisplayDate(period.end_date)}
          {period.calendar_feed !== null && (
            <ImportedFrom listingId={listing.property_id} feedId={period.calendar_feed} />
          )}
        </li>
      ))}
    </ul>
  )
}
