import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { ADMIN_QUERY_KEYS } from './admin-query-keys.ts'

export type TReview = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }

/** POST …/approve/ (the user becomes a co-host) or …/reject/ {reason}; then the queue is fetched again. */
export function useReviewVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (review: TReview) =>
      unwrap(
        await api.post<null>(`/api/admin/verifications/${review.id}/${review.decision}/`, {
          auth: true,
          body: review.decision === 'reject' ? { reason: review.reason } : undefined,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.verifications }),
  })
}
