import type { ZReviewWrite } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { RENTER_STAY_ENDPOINTS } from '../../../lib/renting-endpoints.ts'

/** POST /api/reviews/: one review per stay, once it has started. */
export function useAddReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (review: z.input<typeof ZReviewWrite>) =>
      unwrap(await callApi(messagingEndpoints.addReview, { auth: true, body: review })),
    onSuccess: () => invalidateEndpoints(queryClient, ...RENTER_STAY_ENDPOINTS),
  })
}
