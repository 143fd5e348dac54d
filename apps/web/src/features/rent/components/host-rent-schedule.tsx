import type { TBooking } from '@demeure/shared'
import { InstalmentList } from './instalment-list.tsx'
import { RentDisclosure } from './rent-disclosure.tsx'
import { RentNotice } from './rent-notice.tsx'

/** The host's view of a stay's rent, read-only: which months came in, which are due, late or overdue. */
export function HostRentSchedule({ booking }: { booking: TBooking }) {
  return (
    <RentDisclosure side="host" bookingId={booking.booking_id} framing="boxed">
      {(schedule) => (
        <>
          <RentNotice schedule={schedule} side="host" />
          <InstalmentList schedule={schedule} side="host" hasExtraDays={booking.extra_days > 0} />
        </>
      )}
    </RentDisclosure>
  )
}
