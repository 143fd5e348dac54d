import { formatDisplayDate, type TAdminVerification } from '@demeure/shared'
import { Check, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { VerificationDetails } from '../../verification/index.ts'
import { useStaffDecision } from '../api/use-staff-decision.ts'
import { RejectDialog } from './reject-dialog.tsx'
import { ReviewStatusBadge } from './review-status-badge.tsx'

/** One application: who sent it, what it says, its documents, and the decision. */
export function VerificationReviewCard({ verification }: { verification: TAdminVerification }) {
  const { t } = useTranslation()
  const review = useStaffDecision('verifications', verification.id, {
    approved: t('admin.verifications.approved', { name: verification.full_name }),
    rejected: t('admin.verifications.rejected', { name: verification.full_name }),
  })
  const { user } = verification
  const titleId = `verification-${verification.id}`

  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-6 p-5 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={verification.full_name || user.username} className="size-11 text-lg" />
          <div className="min-w-0">
            <h3 id={titleId} className="truncate text-xl font-semibold text-ink">
              {verification.full_name}
            </h3>
            <p className="truncate text-sm text-ink-muted">
              {t('admin.verifications.account', { username: user.username, email: user.email })}
            </p>
          </div>
        </div>
        <ReviewStatusBadge status={verification.status} />
      </header>
      <p className="-mt-3 text-sm text-ink-muted tabular-nums">
        {verification.submitted_at &&
          t('admin.submittedOn', { date: formatDisplayDate(verification.submitted_at) })}
        {verification.reviewed_at &&
          ` · ${t('admin.reviewedOn', { date: formatDisplayDate(verification.reviewed_at) })}`}
      </p>
      <VerificationDetails verification={verification} />
      {verification.status === 'rejected' && verification.rejection_reason && (
        <div className="rounded-control bg-danger-soft p-3 text-sm text-ink">
          <p className="font-semibold text-danger">{t('admin.reasonGiven')}</p>
          <p className="mt-1 whitespace-pre-line">{verification.rejection_reason}</p>
        </div>
      )}
      {verification.status === 'pending' && (
        <footer className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => review.setRejecting(true)} disabled={review.isPending}>
            <X aria-hidden="true" className="size-4" />
            {t('admin.reject.action')}
          </Button>
          <Button onClick={review.approve} isBusy={review.isPending && !review.isRejecting}>
            <Check aria-hidden="true" className="size-4" />
            {t('admin.verifications.approve')}
          </Button>
        </footer>
      )}
      <RejectDialog
        open={review.isRejecting}
        onOpenChange={review.setRejecting}
        title={t('admin.verifications.rejectTitle', { name: verification.full_name })}
        description={t('admin.verifications.rejectText')}
        isBusy={review.isPending}
        serverError={review.rejectError}
        onReject={review.reject}
      />
    </article>
  )
}
