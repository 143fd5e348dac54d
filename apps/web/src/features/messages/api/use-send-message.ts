import type { TChatMessage } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { receiveMessage } from './messages-cache.ts'

/** POST /api/conversations/{id}/messages/; the message joins the thread as soon as the server has it. */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: string) =>
      unwrap(
        await api.post<TChatMessage>(`/api/conversations/${conversationId}/messages/`, {
          auth: true,
          body: { body },
        }),
      ),
    onSuccess: (message) => receiveMessage(queryClient, message),
  })
}
