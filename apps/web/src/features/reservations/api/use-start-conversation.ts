import type { TConversation } from '@demeure/shared'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/conversations/: the caller's conversation with a listing's host (found or started). */
export function useStartConversation() {
  return useMutation({
    mutationFn: async (listing: number) =>
      unwrap(
        await api.post<TConversation>('/api/conversations/', { auth: true, body: { property: listing } }),
      ),
  })
}
