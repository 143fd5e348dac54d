import { formatDisplayDate, type TBooking } from '@demeure/shared'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { DateField } from '../../../components/ui/date-field.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { useAskExtension } from '../api/use-extension-actions.ts'
import { useExtensionQuote } from '../api/use-extension-quote.ts'
import { useFreeDates } from '../api/use-free-dates.ts'
import { possibleCheckOuts } from '../lib/possible-check-outs.ts'
import { InstalmentPlan } from './instalment-plan.tsx'

type TExtendStayDialogProps = {
  booking: TBooking
  latestCheckOut: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * "Extend my stay": a calendar offering only the check-outs the listing's free dates and the
 * 11-month limit allow, the server's price for the chosen one (the locked monthly rent, no fee),
 * then the request to the host.
 */
export function ExtendStayDialog({ booking, latestCheckOut, open, onOpenChange }: TExtendStayDialogProps) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const [checkOut, setCheckOut] = useState('')
  const [isPicking, setIsPicking] = useState(false)
  const free = useFreeDates(booking.property?.property_id)
  const range = free.data ? possibleCheckOuts(booking.check_out, free.data, latestCheckOut) : null
  const quote = useExtensionQuote(booking.booking_id, checkOut)
  const ask = useAskExtension(booking.booking_id)
  const refusal = quote.error ? (errorFields(quote.error).check_out ?? errorMessage(quote.error, '')) : ''

  const send = () =>
    ask.mutate(checkOut, {
      onSuccess: () => {
        toast.success(t('extension.sent'))
        onOpenChange(false)
      },
      onError: (error) =>
        toast.error(errorFields(error).check_out ?? errorMessage(error, t('extension.failed'))),
    })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !ask.isPending && onOpenChange(next)}
      title={t('extension.title')}
      description={t('extension.current', {
        checkOut: formatDisplayDate(booking.check_out),
        latest: formatDisplayDate(latestCheckOut),
      })}
    >
      <div className="flex flex-col gap-4">
        {free.isSuccess && !range ? (
          <p className="text-ink">{t('extension.noDates')}</p>
        ) : (
          <DateField
            label={t('extension.newCheckOut')}
            placeholder={t('extension.pick')}
            value={checkOut}
            isOpen={isPicking}
            onOpenChange={setIsPicking}
            onChange={(day) => {
              setCheckOut(day)
              setIsPicking(false)
            }}
            fromDate={range?.start_date ?? booking.check_out}
            month={range?.start_date}
            allowed={range ? [range] : []}
            error={refusal || undefined}
          />
        )}
        {quote.data && (
          <section aria-live="polite" className="flex flex-col gap-3 rounded-control bg-canvas p-4">
            <p className="text-ink">
              {t('extension.price', {
                amount: formatUsd(quote.data.amount, language, { cents: 'always' }),
                rent: formatUsd(quote.data.monthly_rent, language, { cents: 'always' }),
              })}
            </p>
            <InstalmentPlan plan={quote.data.instalments} />
            <p className="text-sm text-ink-muted">{t('extension.noFee')}</p>
          </section>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={ask.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={send} isBusy={ask.isPending} disabled={!quote.data}>
            {t('extension.send')}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
