import { formatDisplayDate, type TBooking, type TLease } from '@demeure/shared'
import type { TFunction } from 'i18next'
import { FileDown, FileSignature, LogOut, PenLine } from 'lucide-react'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useLease } from '../api/use-lease.ts'
import { useDownloadLeasePdf } from '../api/use-lease-actions.ts'
import { HostFieldsDialog } from './host-fields-dialog.tsx'
import { LeaseText } from './lease-text.tsx'
import { NoticeDialog } from './notice-dialog.tsx'
import { SignLeaseDialog } from './sign-lease-dialog.tsx'

type TDialogName = 'sign' | 'host' | 'notice' | null

/** What the renewal window means for this reader, in plain words. */
function renewalText(t: TFunction, lease: TLease) {
  const { renewal } = lease
  const dates = {
    end: formatDisplayDate(renewal.term_end),
    opens: formatDisplayDate(renewal.window_opens),
    closes: formatDisplayDate(renewal.window_closes),
    renewsUntil: formatDisplayDate(renewal.renews_until),
  }
  if (renewal.non_renewal_given_at) return t('lease.renewal.noticeGiven', dates)
  return t(lease.my_party === 'host' ? 'lease.renewal.host' : 'lease.renewal.renter', dates)
}

/**
 * The lease on a confirmed or current stay, on both sides: its status, the host's sections F and G,
 * signing, the PDF, the renewal window and the renter's notice of non-renewal.
 */
export function StayLease({ booking }: { booking: TBooking }) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<TDialogName>(null)
  const lease = useLease(booking.booking_id)
  const pdf = useDownloadLeasePdf(booking.booking_id)
  if (!lease.data) return null
  const data = lease.data
  const hasSigned = data.signatures.some((signature) => signature.party === data.my_party)
  const canSign = data.status !== 'draft' && data.my_party !== null && !hasSigned
  const close = (open: boolean) => !open && setDialog(null)

  return (
    <section
      aria-label={t('lease.title')}
      className="flex flex-col gap-3 rounded-control border border-line bg-canvas p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-ink">{t('lease.title')}</h4>
        <span className="text-sm font-medium text-ink" data-testid="lease-status">
          {t(`lease.status.${data.status}`)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {t(`lease.statusHint.${data.status}.${data.my_party ?? 'renter'}`)}
      </p>
      {data.signatures.length > 0 && (
        <ul className="text-sm text-ink">
          {data.signatures.map((signature) => (
            <li key={signature.party}>
              {t(`lease.signedBy.${signature.party}`, {
                name: signature.name,
                date: formatDisplayDate(signature.signed_at),
              })}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-ink" data-testid="lease-renewal">
        {renewalText(t, data)}
      </p>
      {data.renewal.renewals > 0 && (
        <p className="text-sm text-muted">
          {t(data.renewal.renewals === 1 ? 'lease.renewal.renewedOnce' : 'lease.renewal.renewedMany', {
            count: data.renewal.renewals,
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {data.my_party === 'host' && (
          <Button
            variant={data.status === 'draft' ? 'primary' : 'secondary'}
            onClick={() => setDialog('host')}
          >
            <PenLine aria-hidden="true" className="size-4" />
            {t('lease.host.open')}
          </Button>
        )}
        {canSign && (
          <Button onClick={() => setDialog('sign')}>
            <FileSignature aria-hidden="true" className="size-4" />
            {t('lease.sign.open')}
          </Button>
        )}
        <Button
          variant="secondary"
          isBusy={pdf.isPending}
          onClick={() => pdf.mutate(undefined, { onError: () => toast.error(t('lease.failed')) })}
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('lease.pdf')}
        </Button>
        {data.renewal.can_give_notice && (
          <Button variant="danger" onClick={() => setDialog('notice')}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('lease.notice.open')}
          </Button>
        )}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand">{t('lease.read')}</summary>
        <div className="mt-3">
          <LeaseText sections={data.sections} />
        </div>
      </details>
      {dialog === 'sign' && <SignLeaseDialog lease={data} open onOpenChange={close} />}
      {dialog === 'host' && <HostFieldsDialog lease={data} open onOpenChange={close} />}
      {dialog === 'notice' && <NoticeDialog lease={data} open onOpenChange={close} />}
    </section>
  )
}
