import { formatDisplayDate } from '@demeure/shared'
import { CalendarCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { ROUTES } from '../../../lib/routes.ts'
import { ListingPhoto } from '../../listings/index.ts'
import type { TRenterOverview } from '../lib/renter-overview.ts'
import { reservationHref } from '../lib/reservation-href.ts'
import { useStayTitle } from '../lib/use-stay-title.ts'

/** The soonest confirmed or ongoing stay and how long until check-in; else the way to find one. */
export function NextStayCard({ next }: { next: TRenterOverview['nextStay'] }) {
  const { t } = useTranslation()
  const titleOf = useStayTitle()
  if (!next) {
    return (
      <section aria-labelledby="next-stay" className="card flex flex-col items-start gap-3 p-5 sm:p-6">
        <h2 id="next-stay" className="text-xl font-semibold text-ink">
          {t('reservations.overview.nextStay')}
        </h2>
        <p className="flex items-center gap-2 text-ink-muted">
          <CalendarCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('reservations.overview.noNextStay')}
        </p>
        <Link to={ROUTES.home} className={buttonClass('primary')}>
          {t('panel.reservations.browse')}
        </Link>
      </section>
    )
  }
  const { booking, daysUntil } = next
  const when =
    booking.status === 'active'
      ? t('reservations.explain.active', { date: formatDisplayDate(booking.check_out) })
      : daysUntil === 0
        ? t('reservations.overview.checkInToday')
        : t('reservations.overview.checkInIn', { count: daysUntil })
  return (
    <section aria-labelledby="next-stay" className="card flex flex-col overflow-hidden">
      <ListingPhoto src={booking.property?.main_photo} alt="" className="aspect-[16/7] w-full" />
      <div className="flex flex-col gap-2 p-5 sm:p-6">
        <h2 id="next-stay" className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
          {t('reservations.overview.nextStay')}
        </h2>
        <p className="text-xl font-semibold text-ink">{titleOf(booking)}</p>
        <p className="text-ink-muted tabular-nums">
          {booking.property && `${booking.property.address_city} · `}
          {formatDisplayDate(booking.check_in)} – {formatDisplayDate(booking.check_out)}
        </p>
        <p className="text-xl font-bold text-brand">{when}</p>
        <Link to={reservationHref(booking.booking_id)} className="text-link self-start text-sm">
          {t('reservations.overview.open')}
        </Link>
      </div>
    </section>
  )
}
