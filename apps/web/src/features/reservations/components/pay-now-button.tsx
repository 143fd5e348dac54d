import { CreditCard } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { usePayReservation } from '../api/use-pay-reservation.ts'

const REDIRECT_DELAY_MS = 800

type TPayNowButtonProps = { bookingId: number; className?: string }

/**
 * Spec §4: pay now shows a success toast, then goes to the payment page (the sandbox checkout or
 * Stripe Checkout), which sends the guest back to the reservations page when done.
 */
export function PayNowButton({ bookingId, className }: TPayNowButtonProps) {
  const { t } = useTranslation()
  const pay = usePayReservation()
  // Stays busy after success too: the page is about to leave.
  const isLeaving = pay.isPending || pay.isSuccess

  const start = () => {
    pay.mutate(bookingId, {
      onSuccess: ({ checkout_url }) => {
        toast.success(t('payments.redirecting'))
        // A moment to read the toast before the page leaves for the checkout.
        window.setTimeout(() => window.location.assign(checkout_url), REDIRECT_DELAY_MS)
      },
      onError: () => {
        toast.error(t('payments.initFailed'))
      },
    })
  }

  return (
    <Button onClick={start} isBusy={isLeaving} className={className}>
      {!isLeaving && <CreditCard aria-hidden="true" className="size-4" />}
      {t('reservations.actions.payNow')}
    </Button>
  )
}
