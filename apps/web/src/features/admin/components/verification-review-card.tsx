import { formatDisplayDate, type TAdminVerification } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { VerificationDetails } from '../../verification/index.ts'
import { ReviewStatusBadge } from './review-status-badge.tsx'
import { StaffDecision } from './staff-decision.tsx'

/** One application: who sent it, what it says, its documents, and the decision. */
export function VerificationReviewCard({ verification }: { verification: TAdminVerification }) {
  const { t } = useTranslation()
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
      <StaffDecision
        queue="verifications"
        id={verification.id}
        isAwaiting={verification.status === 'pending'}
        rejectionReason={verification.status === 'rejected' ? verification.rejection_reason : null}
        approveLabel={t('admin.verifications.approve')}
        decided={{
          approved: t('admin.verifications.approved', { name: verification.full_name }),
          rejected: t('admin.verifications.rejected', { name: verification.full_name }),
        }}
        reject={{
          title: t('admin.verifications.rejectTitle', { name: verification.full_name }),
          text: t('admin.verifications.rejectText'),
        }}
      />
    </article>
  )
}
