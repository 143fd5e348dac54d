export type TPaymentReturn = 'success' | 'failed' | 'cancelled'

/**
 * How the checkout ended, from the `?payment=` its return URL carries (the sandbox page and Stripe
 * Checkout both send the guest back to the reservations page with it); null when absent or unknown.
 */
export function parsePaymentReturn(value: string | null): TPaymentReturn | null {
  return value === 'success' || value === 'failed' || value === 'cancelled' ? value : null
}
