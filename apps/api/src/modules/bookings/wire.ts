import { centsToDecimal, type TBooking, type TBookingStatus, type TPropertyCard } from '@demeure/shared'
import type { TBookingRow, TUserRow } from '../../db/schema/index.ts'
import { nightlyCents } from '../properties/wire.ts'

export function toBookingWire(
  row: TBookingRow,
  related: { card: TPropertyCard | undefined; guest: TUserRow; host: TUserRow },
): TBooking {
  return {
    booking_id: row.id,
    property: related.card ?? null,
    guest: {
      id: related.guest.id,
      first_name: related.guest.firstName,
      last_name: related.guest.lastName,
      username: related.guest.username,
    },
    host: { id: related.host.id, first_name: related.host.firstName, last_name: related.host.lastName },
    check_in: row.checkIn,
    check_out: row.checkOut,
    guests: row.guests,
    message: row.message,
    status: row.status as TBookingStatus,
    months: row.months,
    extra_days: row.extraDays,
    monthly_rent: centsToDecimal(row.monthlyRentCents),
    service_fee: centsToDecimal(row.serviceFeeCents),
    due_now: centsToDecimal(row.dueNowCents),
    total_price: centsToDecimal(row.rentTotalCents + row.serviceFeeCents),
    price_per_night: centsToDecimal(nightlyCents(row.monthlyRentCents)),
    booked_on: row.requestedAt.toISOString().slice(0, 10),
    schedule: row.schedule.map((item) => ({
      due_date: item.dueDate,
      amount: centsToDecimal(item.amountCents),
    })),
    refund: row.refundCents === null ? null : centsToDecimal(row.refundCents),
    cancelled_by: row.cancelledBy,
  }
}
