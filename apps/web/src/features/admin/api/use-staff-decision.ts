import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { api, unwrap } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/api-error.ts'
import { ADMIN_QUERY_KEYS } from './admin-query-keys.ts'

type TQueue = keyof typeof ADMIN_QUERY_KEYS
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
        await api.post<null>(`/api/admin/${queue}/${id}/${choice.decision}/`, {
          auth: true,
          body: choice.decision === 'reject' ? { reason: choice.reason } : undefined,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS[queue] }),
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
