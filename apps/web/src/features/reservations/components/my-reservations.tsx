import type { TBookingStatus } from '@demeure/shared'
import { useSearchParams } from 'react-router'
import { parseStatusFilter } from '../lib/status-filter.ts'
import { ReservationStatusFilter } from './reservation-status-filter.tsx'
import { ReservationsList } from './reservations-list.tsx'
import { SingleReservation } from './single-reservation.tsx'
import { usePaymentReturnNotice } from './use-payment-return-notice.ts'

/**
 * The reservations page's content. Its state lives in the URL: `?status=` filters the list,
 * `?booking=` shows one reservation, `?payment=` is the checkout's way back.
 */
export function MyReservations() {
  const [params, setParams] = useSearchParams()
  usePaymentReturnNotice()
  const status = parseStatusFilter(params.get('status'))
  const bookingId = Number(params.get('booking'))

  const showStatus = (next: TBookingStatus | null) =>
    setParams(next ? { status: next } : {}, { replace: true, preventScrollReset: true })

  if (Number.isInteger(bookingId) && bookingId > 0) {
    return <SingleReservation id={bookingId} onShowAll={() => showStatus(null)} />
  }
  return (
    <div className="flex flex-col gap-5">
      <ReservationStatusFilter value={status} onChange={showStatus} />
      <ReservationsList status={status} onShowAll={() => showStatus(null)} />
    </div>
  )
}
