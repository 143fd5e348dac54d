import { CreditCard } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { goToCheckout } from '../../../lib/go-to-checkout.ts'
import { usePayReservation } from '../api/use-pay-reservation.ts'

type TPayNowButtonProps = { bookingId: number; className?: string }

/** The first payment of an approved stay: off to the checkout (lib/go-to-checkout.ts). */
export function PayNowButton({ bookingId, className }: TPayNowButtonProps) {
  const { t } = useTranslation()
  const pay = usePayReservation()
  // Stays busy after success too: the page is about to leave.
  const isLeaving = pay.isPending || pay.isSuccess

  const start = () => {
    pay.mutate(bookingId, {
      onSuccess: ({ checkout_url }) => goToCheckout(checkout_url, t('payments.redirecting')),
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
