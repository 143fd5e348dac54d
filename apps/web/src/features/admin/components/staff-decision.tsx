import { Check, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { useStaffDecision } from '../api/use-staff-decision.ts'
import { RejectDialog } from './reject-dialog.tsx'

type TStaffDecisionProps = {
  queue: Parameters<typeof useStaffDecision>[0]
  id: number | string
  /** Still waiting for a decision: the two buttons show. */
  isAwaiting: boolean
  /** The reason a rejected item was given, shown back to staff. */
  rejectionReason?: string | null
  approveLabel: string
  /** The toasts once decided. */
  decided: { approved: string; rejected: string }
  reject: { title: string; text: string }
}

/**
 * The end of a review card (verifications and listings): the reason given when it was rejected,
 * else Reject / Approve while it waits; rejecting asks for the reason in a dialog.
 */
export function StaffDecision({
  queue,
  id,
  isAwaiting,
  rejectionReason,
  approveLabel,
  decided,
  reject,
}: TStaffDecisionProps) {
  const { t } = useTranslation()
  const review = useStaffDecision(queue, id, decided)
  return (
    <>
      {rejectionReason && (
        <div className="rounded-control bg-danger-soft p-3 text-sm text-ink">
          <p className="font-semibold text-danger">{t('admin.reasonGiven')}</p>
          <p className="mt-1 whitespace-pre-line">{rejectionReason}</p>
        </div>
      )}
      {isAwaiting && (
        <footer className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => review.setRejecting(true)} disabled={review.isPending}>
            <X aria-hidden="true" className="size-4" />
            {t('admin.reject.action')}
          </Button>
          <Button onClick={review.approve} isBusy={review.isPending && !review.isRejecting}>
            <Check aria-hidden="true" className="size-4" />
            {approveLabel}
          </Button>
        </footer>
      )}
      <RejectDialog
        open={review.isRejecting}
        onOpenChange={review.setRejecting}
        title={reject.title}
        description={reject.text}
        isBusy={review.isPending}
        serverError={review.rejectError}
        onReject={review.reject}
      />
    </>
  )
}
