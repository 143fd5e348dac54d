import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { receiveMessage } from './messages-cache.ts'

/** POST /api/conversations/{id}/messages/; the message joins the thread as soon as the server has it. */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: string) =>
      unwrap(
        await callApi(messagingEndpoints.sendMessage, {
          params: { id: conversationId },
          auth: true,
          body: { body },
        }),
      ),
    onSuccess: (message) => receiveMessage(queryClient, message),
  })
}
