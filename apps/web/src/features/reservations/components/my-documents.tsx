import type { TBooking } from '@demeure/shared'
import { Eye, FileText } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DisclosureSummary } from '../../../components/ui/disclosure-summary.tsx'
import { PrivateFileButton } from '../../verification/index.ts'
import { useDocumentViews } from '../api/use-document-views.ts'

/** "25 Nov 2026" and "14:02", in the reader's language and Montréal's time. */
function viewedAt(iso: string, language: string) {
  const at = new Date(iso)
  const zone = { timeZone: 'America/Montreal' }
  return {
    date: new Intl.DateTimeFormat(language, { ...zone, dateStyle: 'medium' }).format(at),
    time: new Intl.DateTimeFormat(language, { ...zone, timeStyle: 'short', hourCycle: 'h23' }).format(at),
  }
}

/**
 * The renter's papers on their stay: their own files (they may download them), when they will be
 * deleted or were, and every time the host looked at one. The log loads when the section opens.
 */
export function MyDocuments({ booking }: { booking: TBooking }) {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const [isOpen, setIsOpen] = useState(false)
  const views = useDocumentViews(booking.booking_id, isOpen)
  const { documents, documents_deleted_at: deletedAt } = booking.agreement
  return (
    <details
      className="group border-t border-line"
      onToggle={(event) => setIsOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <DisclosureSummary className="px-5">{t('reservations.papers.title')}</DisclosureSummary>
      <div className="flex flex-col gap-4 px-5 pb-5">
        {deletedAt ? (
          <p className="text-sm text-ink-muted">
            {t('reservations.papers.deleted', { date: viewedAt(deletedAt, language).date })}
          </p>
        ) : (
          <>
            <p className="text-sm text-ink-muted">{t('reservations.papers.intro')}</p>
            <ul className="flex flex-col divide-y divide-line rounded-control bg-canvas">
              {documents.map((document) => (
                <li key={document.id} className="flex items-center gap-3 py-1 pr-1 pl-3">
                  <FileText aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                  <span className="min-w-0 flex-1 truncate text-sm text-ink">{document.name}</span>
                  <PrivateFileButton fileId={document.id} name={document.name} />
                </li>
              ))}
            </ul>
          </>
        )}
        <section aria-label={t('reservations.papers.viewsTitle')}>
          <h3 className="text-sm font-semibold text-ink">{t('reservations.papers.viewsTitle')}</h3>
          {views.isError && <p className="text-sm text-danger">{t('reservations.papers.viewsFailed')}</p>}
          {views.data?.count === 0 && (
            <p className="mt-1 text-sm text-ink-muted">{t('reservations.papers.noViews')}</p>
          )}
          <ul className="mt-1 flex flex-col gap-1">
            {views.data?.results.map((view) => (
              <li key={view.id} className="flex items-start gap-2 text-sm text-ink">
                <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                {t('reservations.papers.viewedBy', {
                  name: view.viewer_name,
                  document: t(`hostBookings.agreement.kinds.${view.document_kind}`),
                  ...viewedAt(view.viewed_at, language),
                })}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  )
}
