import type { TReview } from '@demeure/shared'
import { listingEndpoints, messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi, endpointUrl } from '../../../lib/call-api.ts'
import { usePagedList } from '../../../lib/use-paged-list.ts'

const PAGE_SIZE = 5
const reviewsKey = (listingId: number) => ['listings', 'reviews', listingId]

/** GET /api/properties/{id}/reviews/: newest first, five at a time (public). */
export function useListingReviews(listingId: number) {
  return usePagedList<TReview>(
    reviewsKey(listingId),
    endpointUrl(listingEndpoints.reviews, { id: listingId }),
    {
      page_size: PAGE_SIZE,
    },
    { auth: false },
  )
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(listingId) }),
  })
}
