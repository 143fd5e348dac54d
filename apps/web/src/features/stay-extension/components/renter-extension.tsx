import { formatDisplayDate, type TBooking } from '@demeure/shared'
import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/api-error.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { useAnswerExtension } from '../api/use-extension-actions.ts'
import { useExtensions } from '../api/use-extensions.ts'
import { ExtendStayDialog } from './extend-stay-dialog.tsx'

/**
 * On the renter's confirmed or current stay: the request waiting for the host (with a way to
 * withdraw it), the last answer, and "Extend my stay" while the 11 months allow it.
 */
export function RenterExtension({ booking }: { booking: TBooking }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const [isOpen, setIsOpen] = useState(false)
  const extensions = useExtensions(booking.booking_id)
  const withdraw = useAnswerExtension('guest', booking.booking_id)
  if (!extensions.data) return null
  const [last] = extensions.data.results
  const isPending = last?.status === 'requested'
  const canAsk = !isPending && booking.check_out < extensions.data.latest_check_out

  return (
    <section aria-label={t('extension.sectionLabel')} className="flex flex-col gap-3">
      {last && (
        <p className="text-sm text-ink" role="status">
          {t(`extension.renterStatus.${last.status}`, {
            checkOut: formatDisplayDate(last.check_out),
            amount: formatUsd(last.amount, language, { cents: 'always' }),
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {canAsk && (
          <Button variant="secondary" onClick={() => setIsOpen(true)}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('extension.open')}
          </Button>
        )}
        {isPending && last && (
          <Button
            variant="secondary"
            isBusy={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(
                { id: last.id, action: 'cancel' },
                { onError: (error) => toast.error(errorMessage(error, t('extension.failed'))) },
              )
            }
          >
            {t('extension.withdraw')}
          </Button>
        )}
      </div>
      {isOpen && (
        <ExtendStayDialog
          booking={booking}
          latestCheckOut={extensions.data.latest_check_out}
          open={isOpen}
          onOpenChange={setIsOpen}
        />
      )}
    </section>
  )
}
