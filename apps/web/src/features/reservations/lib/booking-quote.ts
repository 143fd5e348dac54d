import { centsToDecimal, decimalToCents, type TBooking, type TQuoteWire } from '@demeure/shared'

/** A reservation's locked price in the shape of the listing page's quote, so one breakdown shows both. */
export function bookingQuote(booking: TBooking): TQuoteWire {
  const totalCents = decimalToCents(booking.total_price) ?? 0
  const feeCents = decimalToCents(booking.service_fee) ?? 0
  return {
    months: booking.months,
    extra_days: booking.extra_days,
    monthly_rent: booking.monthly_rent,
    rent_total: centsToDecimal(totalCents - feeCents),
    service_fee: booking.service_fee,
    stay_total: booking.total_price,
    due_now: booking.due_now,
    schedule: booking.schedule,
  }
}
