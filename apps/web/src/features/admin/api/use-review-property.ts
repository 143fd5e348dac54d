import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { ADMIN_QUERY_KEYS } from './admin-query-keys.ts'

export type TListingReview =
  | { id: number; decision: 'approve' }
  | { id: number; decision: 'reject'; reason: string }

/** POST …/approve/ (publishes the listing) or …/reject/ {reason}; then the queue is fetched again. */
export function useReviewProperty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (review: TListingReview) =>
      unwrap(
        await api.post<null>(`/api/admin/properties/${review.id}/${review.decision}/`, {
          auth: true,
          body: review.decision === 'reject' ? { reason: review.reason } : undefined,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEYS.properties }),
  })
}
