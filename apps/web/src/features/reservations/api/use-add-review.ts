import type { ZReviewWrite } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { RENTING_QUERY_KEYS } from '../../../lib/renting-query-keys.ts'

/** POST /api/reviews/: one review per stay, once it has started. */
export function useAddReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (review: z.input<typeof ZReviewWrite>) =>
      unwrap(await callApi(messagingEndpoints.addReview, { auth: true, body: review })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RENTING_QUERY_KEYS.bookings }),
  })
}
