import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'

/** POST /api/conversations/: the caller's conversation with a listing's host (found or started). */
export function useStartConversation() {
  return useMutation({
    mutationFn: async (listing: number) =>
      unwrap(
        await callApi(messagingEndpoints.startConversation, { auth: true, body: { property: listing } }),
      ),
  })
}
