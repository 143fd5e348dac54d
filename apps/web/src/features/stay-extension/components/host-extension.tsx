import { formatDisplayDate, type TBooking } from '@demeure/shared'
import { Check, X } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/api-error.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { useAnswerExtension } from '../api/use-extension-actions.ts'
import { useExtensions } from '../api/use-extensions.ts'
import { InstalmentPlan } from './instalment-plan.tsx'

/** On the host's card of a live stay: the renter's open extension request, to accept or decline. */
export function HostExtension({ booking }: { booking: TBooking }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const extensions = useExtensions(booking.booking_id)
  const answer = useAnswerExtension('host', booking.booking_id)
  const request = extensions.data?.results.find((extension) => extension.status === 'requested')
  if (!request) return null
  const decide = (action: 'accept' | 'decline') =>
    answer.mutate(
      { id: request.id, action },
      {
        onSuccess: () =>
          toast.success(t(action === 'accept' ? 'extension.host.accepted' : 'extension.host.declined')),
        onError: (error) => toast.error(errorMessage(error, t('extension.failed'))),
      },
    )
  const pending = answer.isPending ? answer.variables.action : null

  return (
    <section
      aria-label={t('extension.host.label')}
      className="flex flex-col gap-3 rounded-control border border-brand/30 bg-canvas p-4"
    >
      <h4 className="font-semibold text-ink">{t('extension.host.title')}</h4>
      <p className="text-sm text-ink">
        {t('extension.host.text', {
          from: formatDisplayDate(request.previous_check_out),
          to: formatDisplayDate(request.check_out),
          amount: formatUsd(request.amount, language, { cents: 'always' }),
        })}
      </p>
      <InstalmentPlan plan={request.instalments} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => decide('accept')} isBusy={pending === 'accept'} disabled={pending !== null}>
          {pending !== 'accept' && <Check aria-hidden="true" className="size-4" />}
          {t('extension.host.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => decide('decline')}
          isBusy={pending === 'decline'}
          disabled={pending !== null}
        >
          {pending !== 'decline' && <X aria-hidden="true" className="size-4" />}
          {t('extension.host.decline')}
        </Button>
      </div>
    </section>
  )
}
