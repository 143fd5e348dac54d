import { listingEndpoints, messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointKey } from '../../../lib/endpoint-key.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'

const PAGE_SIZE = 5

/** GET /api/properties/{id}/reviews/: newest first, five at a time (public). */
export function useListingReviews(listingId: number) {
  return usePagedList(listingEndpoints.reviews, {
    params: { id: listingId },
    query: { page_size: PAGE_SIZE },
    auth: false,
  })
}

/** POST /api/reviews/{id}/reply/: the host answers a review, once. */
export function useReplyToReview(listingId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      unwrap(
        await callApi(messagingEndpoints.replyToReview, {
          params: { id: reviewId },
          auth: true,
          body: { reply },
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(listingEndpoints.reviews, { id: listingId }) }),
  })
}
