import { formatDisplayDate, type TBooking } from '@demeure/shared'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ROUTES } from '../../../lib/routes.ts'
import { StayLease } from '../../lease/index.ts'
import { ListingPhoto } from '../../listings/index.ts'
import { isLiveStay, RenterRentSchedule, STAYS_WITH_RENT } from '../../rent/index.ts'
import { RenterExtension } from '../../stay-extension/index.ts'
import { useStayTitle } from '../lib/use-stay-title.ts'
import type { TCancelOutcome } from './cancel-reservation-dialog.tsx'
import { MyDocuments } from './my-documents.tsx'
import { ReservationActions } from './reservation-actions.tsx'
import { ReservationPrice } from './reservation-price.tsx'
import { ReservationStatusBadge } from './reservation-status-badge.tsx'
import { ReservationStatusNote } from './reservation-status-note.tsx'

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="text-ink tabular-nums">{value}</dd>
    </div>
  )
}

/** One of the guest's reservations: the home, the stay, where it stands, what to do, and its price. */
export function ReservationCard({ booking }: { booking: TBooking }) {
  const { t } = useTranslation()
  // The server's last cancel answer: it also says what the policy kept, which the booking does not.
  const [outcome, setOutcome] = useState<TCancelOutcome | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const isCancelledHere = outcome !== null && booking.status === 'cancelled'
  // The "Cancel rental" button that opened the dialog is gone once the stay is cancelled: focus
  // goes to what now says where the stay stands (cancelled, and what is refunded), not to <body>.
  useEffect(() => {
    if (isCancelledHere) statusRef.current?.focus()
  }, [isCancelledHere])
  const { property: listing } = booking
  const listingHref = listing && `${ROUTES.listing}/${listing.property_id}`
  const title = useStayTitle()(booking)
  const length = [
    t('listings.months', { count: booking.months }),
    ...(booking.extra_days > 0 ? [t('listings.days', { count: booking.extra_days })] : []),
  ].join(t('listings.and'))

  return (
    <article className="card overflow-hidden" aria-labelledby={`reservation-${booking.booking_id}`}>
      <div className="flex flex-col sm:flex-row">
        <div className="aspect-[4/3] w-full shrink-0 sm:aspect-auto sm:w-52">
          {listingHref ? (
            <Link to={listingHref} tabIndex={-1} aria-hidden="true" className="block size-full">
              <ListingPhoto src={listing.main_photo} alt="" className="size-full sm:min-h-44" />
            </Link>
          ) : (
            <ListingPhoto src={null} alt="" className="size-full sm:min-h-44" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4 p-5">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <h2 id={`reservation-${booking.booking_id}`} className="text-xl font-semibold text-ink">
                {listingHref ? (
                  <Link to={listingHref} className="hover:text-brand hover:underline">
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </h2>
              {listing && (
                <p className="text-sm text-ink-muted">
                  {listing.address_street}, {listing.address_city}
                </p>
              )}
            </div>
            <ReservationStatusBadge status={booking.status} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
            <Fact label={t('listings.checkIn')} value={formatDisplayDate(booking.check_in)} />
            <Fact label={t('listings.checkOut')} value={formatDisplayDate(booking.check_out)} />
            <Fact label={t('listings.quote.length')} value={length} />
            <Fact
              label={t('reservations.guestsLabel')}
              value={t('listings.guests', { count: booking.guests })}
            />
          </dl>
          <div
            ref={statusRef}
            tabIndex={-1}
            className="rounded-control focus:outline-none focus-visible:ring-2 focus-visible:ring-brand"
          >
            <ReservationStatusNote booking={booking} outcome={outcome} />
          </div>
          <p className="text-xs text-ink-muted">
            {t('reservations.meta', {
              id: booking.booking_id,
              date: formatDisplayDate(booking.booked_on),
              host: `${booking.host.first_name} ${booking.host.last_name.slice(0, 1)}.`,
            })}
          </p>
          <ReservationActions booking={booking} onCancelled={setOutcome} />
          {isLiveStay(booking.status) && <RenterExtension booking={booking} />}
        </div>
      </div>
      {isLiveStay(booking.status) && <StayLease booking={booking} />}
      {STAYS_WITH_RENT.includes(booking.status) && <RenterRentSchedule booking={booking} />}
      <ReservationPrice booking={booking} />
      <MyDocuments booking={booking} />
    </article>
  )
}
