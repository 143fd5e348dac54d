import { staffEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { unwrap } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/api-error.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'

/** The queues whose items staff approve or reject: the queue's list and the endpoint of each decision. */
const DECISIONS = {
  verifications: {
    list: staffEndpoints.verifications,
    approve: staffEndpoints.approveVerification,
    reject: staffEndpoints.rejectVerification,
  },
  properties: {
    list: staffEndpoints.listings,
    approve: staffEndpoints.approveListing,
    reject: staffEndpoints.rejectListing,
  },
}
type TQueue = keyof typeof DECISIONS
type TDecision = { decision: 'approve' } | { decision: 'reject'; reason: string }

/**
 * A staff decision on one item of a queue: POST /api/admin/{queue}/{id}/approve/ or …/reject/
 * {reason}, then the queue is fetched again. Approval says so in a toast; a refused rejection keeps
 * its dialog open with the server's message.
 */
export function useStaffDecision(
  queue: TQueue,
  id: number | string,
  texts: { approved: string; rejected: string },
) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [isRejecting, setIsRejecting] = useState(false)
  const [rejectError, setRejectError] = useState<string>()
  const review = useMutation({
    mutationFn: async (choice: TDecision) =>
      unwrap(
        await callApi(DECISIONS[queue][choice.decision], {
          params: { id },
          auth: true,
          body: choice.decision === 'reject' ? { reason: choice.reason } : undefined,
        }),
      ),
    onSettled: () => invalidateEndpoints(queryClient, DECISIONS[queue].list),
  })

  return {
    isPending: review.isPending,
    isRejecting,
    rejectError,
    approve() {
      review.mutate(
        { decision: 'approve' },
        {
          onSuccess: () => toast.success(texts.approved),
          onError: (error) => toast.error(errorMessage(error, t('admin.actionFailed'))),
        },
      )
    },
    reject(reason: string) {
      setRejectError(undefined)
      review.mutate(
        { decision: 'reject', reason },
        {
          onSuccess: () => {
            setIsRejecting(false)
            toast.success(texts.rejected)
          },
          onError: (error) => setRejectError(errorMessage(error, t('admin.actionFailed'))),
        },
      )
    },
    setRejecting(open: boolean) {
      setIsRejecting(open)
      setRejectError(undefined)
    },
  }
}
