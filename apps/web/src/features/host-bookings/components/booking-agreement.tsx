import type { TBooking, TBookingDocument } from '@demeure/shared'
import { Eye, FileText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DisclosureSummary } from '../../../components/ui/disclosure-summary.tsx'
import { DocumentViewer } from './document-viewer.tsx'

type TAgreement = TBooking['agreement']

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="break-words text-ink">{value}</dd>
    </div>
  )
}

type TBookingAgreementProps = { bookingId: number; agreement: TAgreement; isOpen: boolean }

/**
 * The rental agreement sent with the request: who will live there, whom to call, two references,
 * and the private documents, each seen in the page as a watermarked image (never downloaded).
 */
export function BookingAgreement({ bookingId, agreement, isOpen }: TBookingAgreementProps) {
  const { t, i18n } = useTranslation()
  const [shown, setShown] = useState<TBookingDocument | null>(null)
  const deletedOn = agreement.documents_deleted_at
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(
        new Date(agreement.documents_deleted_at),
      )
    : null
  return (
    <details className="group rounded-control border border-line" open={isOpen}>
      <DisclosureSummary>{t('hostBookings.agreement.title')}</DisclosureSummary>
      <div className="flex flex-col gap-4 border-t border-line px-4 py-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('hostBookings.agreement.fullName')} value={agreement.full_name} />
          <Fact label={t('hostBookings.agreement.urgentContact')} value={agreement.urgent_contact} />
          <Fact label={t('hostBookings.agreement.reference1')} value={agreement.reference_1} />
          <Fact label={t('hostBookings.agreement.reference2')} value={agreement.reference_2} />
        </dl>
        <div>
          <h4 className="text-sm font-semibold text-ink">{t('hostBookings.agreement.documents')}</h4>
          <p className="mt-1 text-sm text-ink-muted">
            {deletedOn
              ? t('hostBookings.agreement.documentsDeleted', { date: deletedOn })
              : t('hostBookings.agreement.viewOnlyNote')}
          </p>
          <ul className="mt-2 flex flex-col divide-y divide-line rounded-control bg-canvas">
            {agreement.documents.map((document) => (
              <li key={document.id} className="flex items-center gap-3 py-1 pr-1 pl-3">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-sm font-medium text-ink">
                    {t(`hostBookings.agreement.kinds.${document.kind}`)}
                  </span>
                  <span className="truncate text-sm text-ink-muted">{document.name}</span>
                </span>
                <button
                  type="button"
                  onClick={() => setShown(document)}
                  aria-label={t('hostBookings.agreement.view', { name: document.name })}
                  className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-control px-2 text-sm font-semibold text-brand hover:bg-brand-soft"
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {t('hostBookings.agreement.viewButton')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* Keyed by the document: each opening is a new viewing, from its first page. */}
      <DocumentViewer
        key={shown?.id ?? 'closed'}
        bookingId={bookingId}
        document={shown}
        onClose={() => setShown(null)}
      />
    </details>
  )
}
