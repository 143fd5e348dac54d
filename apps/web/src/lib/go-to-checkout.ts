import toast from 'react-hot-toast'

const REDIRECT_DELAY_MS = 800

/**
 * Spec §4: a payment shows a success toast, then goes to the payment page (the sandbox checkout or
 * Stripe Checkout), which sends the renter back to the reservations page when done. Used by the
 * first payment and by a month of rent paid by hand.
 */
export function goToCheckout(checkoutUrl: string, message: string): void {
  toast.success(message)
  // A moment to read the toast before the page leaves for the checkout.
  window.setTimeout(() => window.location.assign(checkoutUrl), REDIRECT_DELAY_MS)
}
