import type { TPayoutAccount } from '@demeure/shared'
import { AlertTriangle, CircleCheck, Landmark, type LucideIcon } from 'lucide-react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { cx } from '../../../lib/cx.ts'
import { serverProblems } from '../../../lib/server-problems.ts'
import { usePayoutAccount } from '../api/use-payout-account.ts'
import { useStartOnboarding } from '../api/use-start-onboarding.ts'
import { requirementLabels } from '../lib/requirements.ts'

type TStatus = TPayoutAccount['status']

const LOOKS: Record<TStatus, { icon: LucideIcon; tone: string }> = {
  not_connected: { icon: Landmark, tone: 'bg-brand-soft text-brand' },
  pending: { icon: Landmark, tone: 'bg-warning-soft text-warning' },
  restricted: { icon: AlertTriangle, tone: 'bg-danger-soft text-danger' },
  enabled: { icon: CircleCheck, tone: 'bg-success-soft text-success' },
}

/** What the provider still asks for, in the host's words where we know Stripe's names. */
function Requirements({ requirements }: { requirements: string[] }) {
  const { t } = useTranslation()
  const labels = requirementLabels(requirements)
  if (labels.length === 0) return null
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-semibold text-ink">{t('payouts.asksFor')}</p>
      <ul className="list-disc pl-5 text-sm text-ink-muted">
        {labels.map((label) => (
          <li key={label.raw}>{label.key ? t(label.key) : label.raw}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The co-host's payout account: connect one (the provider's onboarding, or the sandbox's page),
 * finish what the provider asks for, or see that payouts go to it. Until it is enabled, released
 * payouts wait (docs/product-rules.md, "Host payouts").
 */
export function PayoutAccountCard() {
  const { t } = useTranslation()
  const account = usePayoutAccount()
  const onboarding = useStartOnboarding()
  // Stays busy after success too: the page is about to leave for the onboarding.
  const isLeaving = onboarding.isPending || onboarding.isSuccess

  if (account.isPending) return <div aria-hidden="true" className="h-36 animate-pulse rounded-card bg-line" />
  if (account.isError) {
    return (
      <LoadError
        message={t('payouts.loadFailed')}
        onRetry={() => void account.refetch()}
        error={account.error}
      />
    )
  }
  const { status, requirements } = account.data
  const look = LOOKS[status]
  const start = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(serverProblems(error, [], t('payouts.startFailed')).message),
    })

  return (
    <section aria-labelledby="payout-account" className="card flex flex-col gap-4 p-5 sm:flex-row sm:p-6">
      <span className={cx('grid size-11 shrink-0 place-items-center rounded-full', look.tone)}>
        <look.icon aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="payout-account" className="text-xl font-semibold text-ink">
            {t(`payouts.title.${status}`)}
          </h2>
          <p className="text-ink-muted">{t(`payouts.text.${status}`)}</p>
        </div>
        {status !== 'enabled' && <Requirements requirements={requirements} />}
        {status !== 'enabled' && (
          <Button className="self-start" isBusy={isLeaving} onClick={start}>
            {t(`payouts.action.${status}`)}
          </Button>
        )}
      </div>
    </section>
  )
}
