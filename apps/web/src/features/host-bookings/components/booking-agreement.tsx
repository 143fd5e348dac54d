import type { TBooking } from '@demeure/shared'
import { ChevronDown, FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PrivateFileButton } from '../../verification/index.ts'

type TAgreement = TBooking['agreement']

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="break-words text-ink">{value}</dd>
    </div>
  )
}

/**
 * The rental agreement sent with the request: who will live there, whom to call, two
 * references, and the private documents, each opened through a short-lived signed link.
 */
export function BookingAgreement({ agreement, isOpen }: { agreement: TAgreement; isOpen: boolean }) {
  const { t } = useTranslation()
  return (
    <details className="group rounded-control border border-line" open={isOpen}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-semibold text-ink hover:bg-canvas [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
        {t('hostBookings.agreement.title')}
      </summary>
      <div className="flex flex-col gap-4 border-t border-line px-4 py-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={t('hostBookings.agreement.fullName')} value={agreement.full_name} />
          <Fact label={t('hostBookings.agreement.urgentContact')} value={agreement.urgent_contact} />
          <Fact label={t('hostBookings.agreement.reference1')} value={agreement.reference_1} />
          <Fact label={t('hostBookings.agreement.reference2')} value={agreement.reference_2} />
        </dl>
        <div>
          <h4 className="text-sm font-semibold text-ink">{t('hostBookings.agreement.documents')}</h4>
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
                <PrivateFileButton fileId={document.id} name={document.name} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  )
}
