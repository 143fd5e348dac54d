import { formatDisplayDate, type TRentInstalment } from '@demeure/shared'
import { CreditCard } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { goToCheckout } from '../../../lib/go-to-checkout.ts'
import { serverProblems } from '../../../lib/server-problems.ts'
import { usePayRent } from '../api/use-pay-rent.ts'

type TPayMonthButtonProps = { bookingId: number; instalment: TRentInstalment }

/**
 * One later month paid by hand, through the same checkout as the first payment. A month that
 * cannot be paid now (paid meanwhile, being charged) gets the server's reason (a 409).
 */
export function PayMonthButton({ bookingId, instalment }: TPayMonthButtonProps) {
  const { t } = useTranslation()
  const pay = usePayRent(bookingId)
  // Stays busy after success too: the page is about to leave.
  const isLeaving = pay.isPending || pay.isSuccess
  // A refused or overdue month is the one to pay; the months to come can wait for their date.
  const isUrgent = instalment.status !== 'scheduled'

  const start = () =>
    pay.mutate(instalment.seq, {
      onSuccess: ({ checkout_url }) => goToCheckout(checkout_url, t('payments.redirecting')),
      onError: (error) => toast.error(serverProblems(error, [], t('payments.initFailed')).message),
    })

  return (
    <Button
      variant={isUrgent ? 'primary' : 'secondary'}
      size="sm"
      // Dense in a desktop row; a full 44 px touch target on a phone.
      className="max-sm:h-11"
      isBusy={isLeaving}
      onClick={start}
      aria-label={t('rent.payMonthLabel', { date: formatDisplayDate(instalment.due_date) })}
    >
      {!isLeaving && <CreditCard aria-hidden="true" className="size-4" />}
      {t('rent.payMonth')}
    </Button>
  )
}
