import { useTranslation } from 'react-i18next'
import { useAdminVerifications } from '../api/use-admin-verifications.ts'
import { VERIFICATION_FILTERS } from '../lib/review-status.ts'
import { ReviewQueue } from './review-queue.tsx'
import { VerificationReviewCard } from './verification-review-card.tsx'

/** Co-host applications, by status; the pending ones first. */
export function VerificationQueue() {
  const { t } = useTranslation()
  return (
    <ReviewQueue
      filters={VERIFICATION_FILTERS}
      useItems={useAdminVerifications}
      empty={{ title: t('admin.verifications.empty'), text: t('admin.verifications.emptyText') }}
      keyOf={(verification) => verification.id}
      renderItem={(verification) => <VerificationReviewCard verification={verification} />}
    />
  )
}
