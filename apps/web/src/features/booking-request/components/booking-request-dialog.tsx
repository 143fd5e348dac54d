import type { TBooking, TQuoteWire } from '@demeure/shared'
import { formatDisplayDate } from '@demeure/shared/zod-free'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { UploadProgress } from '../../../components/ui/upload-progress.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useSession } from '../../auth/index.ts'
import { useRequestBooking } from '../api/use-request-booking.ts'
import {
  AGREEMENT_FIELDS,
  bookingFormData,
  initialAgreement,
  type TAgreementValues,
  type TStayChoice,
} from '../lib/agreement-values.ts'
import { checkAgreement } from '../lib/check-agreement.ts'
import { AgreementFields } from './agreement-fields.tsx'
import { CancellationPolicy } from './cancellation-policy.tsx'
import { RequestSent } from './request-sent.tsx'

type TBookingRequestDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** Who reads the message: the preview says what they will not see of it. */
  hostName: string
  stay: TStayChoice
  quote: TQuoteWire
  /** The booking panel's own price breakdown, shown again here so the two always match. */
  quoteDetails: ReactNode
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-semibold text-ink-muted uppercase">{label}</dt>
      <dd className="font-medium text-ink tabular-nums">{value}</dd>
    </div>
  )
}

/**
 * "Rental agreement": the stay and its price, the cancellation policy, a message to the host and
 * the agreement, sent as one request. Mounted once opened and kept, so nothing typed is lost when
 * the dialog is closed or the server refuses the request.
 */
export function BookingRequestDialog({
  open,
  onOpenChange,
  title,
  hostName,
  stay,
  quote,
  quoteDetails,
}: TBookingRequestDialogProps) {
  const { t, i18n } = useTranslation()
  const session = useSession()
  const request = useRequestBooking()
  const [progress, setProgress] = useState(0)
  const [sent, setSent] = useState<TBooking | null>(null)
  const form = useForm<TAgreementValues>({
    defaultValues: initialAgreement(session.user),
    resolver: checkResolver((values) => checkAgreement(values, stay)),
    reValidateMode: 'onSubmit',
  })
  // Refusals of the stay's dates (fields this form has no input for) say so in the server's words.
  const serverError = useServerError(form.setError, AGREEMENT_FIELDS, { saysOtherFields: true })
  const { errors } = form.formState
  // The spec's "fill all required fields" stays while a field still says what is missing.
  const isStillIncomplete = Object.keys(errors).some((name) => name !== 'root')
  const formError = serverError.message ?? (isStillIncomplete ? errors.root?.message : undefined)

  const submit = form.handleSubmit(async (values) => {
    setProgress(0)
    try {
      setSent(
        await request.mutateAsync({ stay, body: bookingFormData(stay, values), onProgress: setProgress }),
      )
    } catch (error) {
      // One message, next to the Send button (no toast repeating it in other words).
      serverError.show(error, t('bookings.createFailed'))
    }
  })

  function changeOpen(isOpen: boolean) {
    // After a sent request the next one starts afresh; an unsent one keeps what was typed.
    if (!isOpen && sent) {
      form.reset(initialAgreement(session.user))
      setSent(null)
    }
    onOpenChange(isOpen)
  }

  // The whole stay: the rent of every month plus the one-time fee (what the booking calls total_price).
  const total = quote.stay_total
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      layout="wide"
      title={t('bookingRequest.title')}
      description={sent ? undefined : t('bookingRequest.intro', { title })}
    >
      {sent ? (
        <RequestSent booking={sent} onClose={() => changeOpen(false)} />
      ) : (
        <form
          onSubmit={(event) => {
            // A new attempt: the last refusal's message gives way to this check's.
            serverError.clear()
            void submit(event)
          }}
          noValidate
          className="flex flex-col gap-8"
        >
          <section
            aria-labelledby="stay-summary-title"
            className="flex flex-col gap-4 rounded-card bg-canvas p-4 sm:p-5"
          >
            <h3 id="stay-summary-title" className="text-base font-semibold text-ink">
              {t('bookingRequest.summaryTitle')}
            </h3>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Fact label={t('listings.checkIn')} value={formatDisplayDate(stay.checkIn)} />
              <Fact label={t('listings.checkOut')} value={formatDisplayDate(stay.checkOut)} />
              <Fact label={t('bookingRequest.guests')} value={String(stay.guests)} />
              <Fact
                label={t('bookingRequest.total')}
                value={formatUsd(total, toLanguage(i18n.resolvedLanguage))}
              />
            </dl>
            {quoteDetails}
          </section>
          <CancellationPolicy quote={quote} checkIn={stay.checkIn} />
          <AgreementFields form={form} hostName={hostName} />
          <div className="flex flex-col gap-4 border-t border-line pt-6">
            <FormAlert message={formError} />
            {request.isPending && (
              <UploadProgress fraction={progress} label={t('bookingRequest.uploading')} />
            )}
            <FormActions
              onCancel={() => changeOpen(false)}
              isBusy={request.isPending}
              label={t('bookingRequest.send')}
              busyLabel={t('bookingRequest.sending')}
            />
          </div>
        </form>
      )}
    </Dialog>
  )
}
