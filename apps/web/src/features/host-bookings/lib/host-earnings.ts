import type { TBooking } from '@demeure/shared'

const toCents = (amount: string) => Math.round(Number(amount) * 100)

/**
 * What the stay brings the host: the whole rent. The guest's total also holds the 12% service fee,
 * which is the platform's. In cents, so no float error reaches the screen.
 */
export function hostEarnings(booking: Pick<TBooking, 'total_price' | 'service_fee'>): string {
  return ((toCents(booking.total_price) - toCents(booking.service_fee)) / 100).toFixed(2)
}
