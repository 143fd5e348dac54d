import type { TConversation } from '@demeure/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'

/** POST /api/conversations/ {property}: the renter's one conversation with this listing's host (201 or 200). */
export function useStartConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (listingId: number) =>
      unwrap(
        await api.post<TConversation>('/api/conversations/', { body: { property: listingId }, auth: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  })
}
