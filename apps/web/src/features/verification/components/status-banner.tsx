import { formatDisplayDate, type TVerification } from '@demeure/shared'
import { CircleCheck, CircleX, Clock, type LucideIcon, ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

const LOOKS: Record<TVerification['status'], { icon: LucideIcon; classes: string }> = {
  not_submitted: { icon: ShieldCheck, classes: 'border-line bg-surface text-ink' },
  pending: { icon: Clock, classes: 'border-warning/30 bg-warning-soft text-warning' },
  approved: { icon: CircleCheck, classes: 'border-success/30 bg-success-soft text-success' },
  rejected: { icon: CircleX, classes: 'border-danger/30 bg-danger-soft text-danger' },
}

/** Where the application stands, in colour and in words (never colour alone). */
export function StatusBanner({
  verification,
  children,
}: {
  verification: TVerification
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { status } = verification
  const { icon: Icon, classes } = LOOKS[status]
  const date = status === 'pending' ? verification.submitted_at : verification.reviewed_at
  return (
    <section aria-labelledby="verification-status" className={cx('rounded-card border p-5 sm:p-6', classes)}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id="verification-status" className="text-xl font-semibold">
            {t(`verification.status.${status}`)}
          </h2>
          <p className="text-ink">{t(`verification.statusText.${status}`)}</p>
          {date && (
            <p className="text-sm text-ink-muted tabular-nums">
              {status === 'pending'
                ? t('verification.submittedOn', { date: formatDisplayDate(date) })
                : t('verification.reviewedOn', { date: formatDisplayDate(date) })}
            </p>
          )}
          {status === 'rejected' && verification.rejection_reason && (
            <div className="mt-2 rounded-control bg-surface/70 p-3 text-ink">
              <p className="text-sm font-semibold">{t('verification.reasonLabel')}</p>
              <p className="mt-1 whitespace-pre-line">{verification.rejection_reason}</p>
            </div>
          )}
          {children && <div className="mt-3 flex flex-wrap gap-3">{children}</div>}
        </div>
      </div>
    </section>
  )
}
