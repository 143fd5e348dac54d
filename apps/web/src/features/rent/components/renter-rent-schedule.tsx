import type { TBooking } from '@demeure/shared'
import { isLiveStay, isPayableByHand } from '../lib/rent-status.ts'
import { AutopaySwitch } from './autopay-switch.tsx'
import { InstalmentList } from './instalment-list.tsx'
import { PayMonthButton } from './pay-month-button.tsx'
import { RentDisclosure } from './rent-disclosure.tsx'
import { RentNotice } from './rent-notice.tsx'

/**
 * The renter's rent schedule on a reservation card: what needs attention, the autopay choice while
 * the stay lasts, and every month with a way to pay an unpaid later one by hand.
 */
export function RenterRentSchedule({ booking }: { booking: TBooking }) {
  const isLive = isLiveStay(booking.status)
  return (
    <RentDisclosure side="guest" bookingId={booking.booking_id} framing="footer">
      {(schedule) => (
        <>
          <RentNotice schedule={schedule} side="guest" />
          {isLive && <AutopaySwitch schedule={schedule} />}
          <InstalmentList
            schedule={schedule}
            side="guest"
            hasExtraDays={booking.extra_days > 0}
            actionOf={(instalment) =>
              isPayableByHand(instalment, booking.status) && (
                <PayMonthButton bookingId={booking.booking_id} instalment={instalment} />
              )
            }
          />
        </>
      )}
    </RentDisclosure>
  )
}
