import { formatDisplayDate, type TVisit } from '@demeure/shared'
import { CalendarClock, MapPin, MessageSquareQuote, Video } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { HiddenContactNotice, PaymentWarning } from '../../../components/contact-safety/index.ts'
import { errorMessage } from '../../../lib/api-error.ts'
import { personName } from '../../../lib/person-name.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { useVisitDecision } from '../api/use-visit-decision.ts'
import { DecisionActions } from './decision-actions.tsx'
import { StatusBadge } from './status-badge.tsx'

/** One visitor of a listing: when, how (in person or by video), their message, and the host's answer. */
export function HostVisitCard({ visit }: { visit: TVisit }) {
  const { t } = useTranslation()
  const textOf = useListingText()
  const guest = personName(visit.guest)
  const decide = useVisitDecision({
    onDone: (_answer, decision) =>
      toast.success(
        decision === 'accept'
          ? t('hostBookings.visits.accepted', { name: guest })
          : t('hostBookings.visits.declined'),
      ),
    onFailed: (error, decision) =>
      toast.error(
        errorMessage(
          error,
          decision === 'accept'
            ? t('hostBookings.visits.acceptFailed')
            : t('hostBookings.visits.declineFailed'),
        ),
      ),
  })
  const ModeIcon = visit.mode === 'video' ? Video : MapPin

  return (
    <article
      aria-label={t('hostBookings.visits.cardLabel', { name: guest })}
      className="card flex flex-col gap-4 p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-xl font-semibold text-ink">{guest}</h3>
          {visit.property && (
            <span className="truncate text-sm text-ink-muted">{textOf(visit.property).title}</span>
          )}
        </div>
        <StatusBadge status={visit.status} label={t(`hostBookings.visits.status.${visit.status}`)} />
      </header>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-ink">
        <span className="inline-flex items-center gap-2 font-medium tabular-nums">
          <CalendarClock aria-hidden="true" className="size-4 text-brand" />
          {t('hostBookings.visits.when', { date: formatDisplayDate(visit.date), time: visit.time })}
        </span>
        <span className="inline-flex items-center gap-2">
          <ModeIcon aria-hidden="true" className="size-4 text-brand" />
          {t(`hostBookings.visits.modes.${visit.mode}`)}
        </span>
      </div>
      {visit.message && (
        <figure className="flex gap-3">
          <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <blockquote className="min-w-0 break-words whitespace-pre-line text-ink">
            {visit.message}
          </blockquote>
        </figure>
      )}
      {visit.message_hidden.length > 0 && <HiddenContactNotice />}
      {visit.message_payment_warning && <PaymentWarning />}
      {visit.status === 'requested' && (
        <DecisionActions
          acceptLabel={t('hostBookings.visits.accept')}
          declineLabel={t('hostBookings.visits.decline')}
          confirm={{
            title: t('hostBookings.visits.declineTitle'),
            text: t('hostBookings.visits.declineText', { name: guest }),
            confirmLabel: t('hostBookings.visits.declineConfirm'),
          }}
          pending={decide.isPending ? (decide.variables.decision === 'accept' ? 'accept' : 'decline') : null}
          onAccept={() => decide.mutate({ id: visit.visit_id, decision: 'accept' })}
          onDecline={() => decide.mutate({ id: visit.visit_id, decision: 'decline' })}
        />
      )}
    </article>
  )
}
