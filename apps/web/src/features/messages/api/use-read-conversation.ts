import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { invalidateEndpoints } from '../../../lib/endpoint-key.ts'
import { setUnreadCounts } from '../../../lib/unread-counts.ts'
import { markConversationReadInCache } from './messages-cache.ts'

/**
 * POST /api/conversations/{id}/read/: everything in the thread is read, and so is its "new message"
 * notice on the server; the badges take the counts it answers.
 */
export function useReadConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (conversationId: number) =>
      unwrap(
        await callApi(messagingEndpoints.readConversation, { params: { id: conversationId }, auth: true }),
      ),
    onSuccess: (counts, conversationId) => {
      setUnreadCounts(queryClient, counts)
      markConversationReadInCache(queryClient, conversationId)
      void invalidateEndpoints(queryClient, messagingEndpoints.notifications)
    },
  })
}
