import { formatDisplayDate, type TBooking } from '@demeure/shared'
import { CircleCheck, Clock, CreditCard, Star } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ROUTES } from '../../../lib/routes.ts'
import type { TRenterOverview } from '../lib/renter-overview.ts'
import { reservationHref } from '../lib/reservation-href.ts'
import { useStayTitle } from '../lib/use-stay-title.ts'
import { PayNowButton } from './pay-now-button.tsx'
import { ReviewDialog } from './review-dialog.tsx'

type TTodoItemProps = { booking: TBooking; icon: typeof Clock; text: string; action?: ReactNode }

function TodoItem({ booking, icon: Icon, text, action }: TTodoItemProps) {
  const titleOf = useStayTitle()
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="min-w-0">
          <Link to={reservationHref(booking.booking_id)} className="font-semibold text-ink hover:text-brand">
            {titleOf(booking)}
          </Link>
          <p className="text-sm text-ink-muted tabular-nums">
            {formatDisplayDate(booking.check_in)} – {formatDisplayDate(booking.check_out)}
          </p>
          <p className="text-sm text-ink">{text}</p>
        </div>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </li>
  )
}

function ReviewButton({ booking }: { booking: TBooking }) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <Star aria-hidden="true" className="size-4" />
        {t('reservations.actions.review')}
      </Button>
      <ReviewDialog booking={booking} open={isOpen} onOpenChange={setIsOpen} />
    </>
  )
}

/** What awaits the renter: approvals to pay, requests the host has not answered, stays to review. */
export function RenterTodo({ overview }: { overview: TRenterOverview }) {
  const { t, i18n } = useTranslation()
  const money = (amount: string) => formatUsd(amount, toLanguage(i18n.resolvedLanguage))
  const { awaitingPayment, awaitingHost, toReview } = overview
  const isEmpty = awaitingPayment.length + awaitingHost.length + toReview.length === 0

  return (
    <section aria-labelledby="renter-todo" className="card flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="renter-todo" className="text-xl font-semibold text-ink">
          {t('reservations.overview.todo')}
        </h2>
        <Link to={`${ROUTES.userPanel}/reservations`} className="text-link text-sm">
          {t('reservations.overview.allReservations')}
        </Link>
      </div>
      {isEmpty ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('reservations.overview.nothingToDo')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {awaitingPayment.map((booking) => (
            <TodoItem
              key={booking.booking_id}
              booking={booking}
              icon={CreditCard}
              text={t('reservations.overview.toPay', { amount: money(booking.due_now) })}
              action={<PayNowButton bookingId={booking.booking_id} />}
            />
          ))}
          {awaitingHost.map((booking) => (
            <TodoItem
              key={booking.booking_id}
              booking={booking}
              icon={Clock}
              text={t('reservations.overview.waitingHost')}
            />
          ))}
          {toReview.map((booking) => (
            <TodoItem
              key={booking.booking_id}
              booking={booking}
              icon={Star}
              text={t('reservations.overview.toReview')}
              action={<ReviewButton booking={booking} />}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
