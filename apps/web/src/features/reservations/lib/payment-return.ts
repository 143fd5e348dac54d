const RETURNS = ['success', 'failed', 'cancelled', 'rent_success', 'rent_failed'] as const
export type TPaymentReturn = (typeof RETURNS)[number]

/**
 * How the checkout ended (a stay's first payment, or one month's rent: `rent_…`), from the `?payment=` its return URL carries (the sandbox page and Stripe
 * Checkout both send the guest back to the reservations page with it); null when absent or unknown.
 */
export function parsePaymentReturn(value: string | null): TPaymentReturn | null {
  return RETURNS.find((known) => known === value) ?? null
}
