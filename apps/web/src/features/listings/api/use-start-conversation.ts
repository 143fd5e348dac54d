import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'

/** POST /api/conversations/ {property}: the renter's one conversation with this listing's host (201 or 200). */
export function useStartConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (listingId: number) =>
      unwrap(
        await callApi(messagingEndpoints.startConversation, { body: { property: listingId }, auth: true }),
      ),
    onSuccess: () => invalidateEndpoints(queryClient, messagingEndpoints.conversations),
  })
}
