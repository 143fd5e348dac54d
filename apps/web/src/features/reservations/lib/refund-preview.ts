import { cancellationRefund, decimalToCents, type TBooking, type TRefund } from '@demeure/shared'

/**
 * What cancelling now would give back, by the same written policy the server applies: before
 * check-in only the first payment (first month + fee) has been collected, so the rent paid is one
 * month once the stay is confirmed, and nothing before.
 */
export function refundPreview(
  booking: Pick<TBooking, 'status' | 'check_in' | 'monthly_rent'>,
  today: string,
): TRefund {
  const monthlyRentCents = decimalToCents(booking.monthly_rent) ?? 0
  const isPaid = booking.status === 'confirmed' || booking.status === 'active'
  return cancellationRefund({
    today,
    checkIn: booking.check_in,
    rentPaidCents: isPaid ? monthlyRentCents : 0,
    monthlyRentCents,
  })
}
