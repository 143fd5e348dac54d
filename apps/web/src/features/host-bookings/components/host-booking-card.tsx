import { formatDisplayDate, type TBooking } from '@demeure/shared'
import { MessageSquareQuote } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { HiddenContactNotice } from '../../../components/contact-safety/index.ts'
import { errorMessage } from '../../../lib/api-error.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { personName } from '../../../lib/person-name.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { StayLease } from '../../lease/index.ts'
import { HostRentSchedule, isLiveStay } from '../../rent/index.ts'
import { HostExtension } from '../../stay-extension/index.ts'
import { useBookingDecision } from '../api/use-booking-decision.ts'
import { hostEarnings } from '../lib/host-earnings.ts'
import { BookingAgreement } from './booking-agreement.tsx'
import { DecisionActions } from './decision-actions.tsx'
import { StatusBadge } from './status-badge.tsx'
import { TimeLeftNote } from './time-left-note.tsx'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium text-ink tabular-nums">{children}</dd>
    </div>
  )
}

/**
 * One request or stay on the host's listings: who, where, when, for how much (and what the host
 * earns), the guest's message and rental agreement, and the host's answer while it is a request.
 */
export function HostBookingCard({ booking }: { booking: TBooking }) {
  const { t, i18n } = useTranslation()
  const textOf = useListingText()
  const language = toLanguage(i18n.resolvedLanguage)
  const guest = personName(booking.guest)
  const decide = useBookingDecision({
    onDone: (_answer, decision) =>
      toast.success(
        decision === 'approve' ? t('hostBookings.approved', { name: guest }) : t('hostBookings.declined'),
      ),
    onFailed: (error, decision) =>
      toast.error(
        errorMessage(
          error,
          decision === 'approve' ? t('hostBookings.approveFailed') : t('hostBookings.declineFailed'),
        ),
      ),
  })
  const isRequest = booking.status === 'requested'
  const length =
    booking.extra_days > 0
      ? `${t('listings.months', { count: booking.months })}${t('listings.and')}${t('listings.days', { count: booking.extra_days })}`
      : t('listings.months', { count: booking.months })

  return (
    <article
      aria-label={t('hostBookings.cardLabel', { name: guest })}
      className="card flex flex-col gap-4 p-5 sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-xl font-semibold text-ink">{guest}</h3>
          {booking.property ? (
            <Link
              to={`${ROUTES.listing}/${booking.property.property_id}`}
              className="text-link truncate text-sm"
            >
              {textOf(booking.property).title}
            </Link>
          ) : (
            <span className="text-sm text-ink-muted">{t('hostBookings.archivedListing')}</span>
          )}
        </div>
        <StatusBadge status={booking.status} label={t(`hostBookings.status.${booking.status}`)} />
      </header>
      {booking.expires_at && (booking.status === 'requested' || booking.status === 'approved') && (
        <TimeLeftNote expiresAt={booking.expires_at} whose={isRequest ? 'host' : 'guest'} />
      )}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-[minmax(0,1.5fr)_repeat(3,minmax(0,1fr))]">
        <Fact label={t('hostBookings.dates')}>
          {formatDisplayDate(booking.check_in)} – {formatDisplayDate(booking.check_out)}
        </Fact>
        <Fact label={t('hostBookings.guests')}>{t('listings.guests', { count: booking.guests })}</Fact>
        <Fact label={t('hostBookings.length')}>{length}</Fact>
        <Fact label={t('hostBookings.requestedOn')}>{formatDisplayDate(booking.booked_on)}</Fact>
      </dl>

      <dl className="grid gap-3 rounded-control bg-canvas p-4 sm:grid-cols-3">
        <Fact label={t('hostBookings.monthlyRent')}>
          {t('common.perMonth', { price: formatUsd(booking.monthly_rent, language) })}
        </Fact>
        <Fact label={t('hostBookings.guestTotal')}>{formatUsd(booking.total_price, language)}</Fact>
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-ink-muted">{t('hostBookings.yourEarnings')}</dt>
          <dd className="text-xl font-bold text-accent tabular-nums">
            {formatUsd(hostEarnings(booking), language)}
          </dd>
          <dd className="text-sm text-ink-muted">{t('hostBookings.feeNote')}</dd>
        </div>
      </dl>

      {booking.message && (
        <figure className="flex gap-3">
          <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <div className="min-w-0">
            <figcaption className="text-sm text-ink-muted">
              {t('hostBookings.messageFrom', { name: booking.guest.first_name || guest })}
            </figcaption>
            <blockquote className="break-words whitespace-pre-line text-ink">{booking.message}</blockquote>
            {booking.message_hidden.length > 0 && <HiddenContactNotice className="mt-1" />}
          </div>
        </figure>
      )}

      <BookingAgreement bookingId={booking.booking_id} agreement={booking.agreement} isOpen={isRequest} />
      {isLiveStay(booking.status) && <StayLease booking={booking} />}
      {isLiveStay(booking.status) && <HostExtension booking={booking} />}
      {isLiveStay(booking.status) && <HostRentSchedule booking={booking} />}

      {isRequest && (
        <DecisionActions
          acceptLabel={t('hostBookings.approve')}
          declineLabel={t('hostBookings.decline')}
          confirm={{
            title: t('hostBookings.declineTitle'),
            text: t('hostBookings.declineText', { name: guest }),
            confirmLabel: t('hostBookings.declineConfirm'),
          }}
          pending={decide.isPending ? (decide.variables.decision === 'approve' ? 'accept' : 'decline') : null}
          onAccept={() => decide.mutate({ id: booking.booking_id, decision: 'approve' })}
          onDecline={() => decide.mutate({ id: booking.booking_id, decision: 'decline' })}
        />
      )}
    </article>
  )
}
