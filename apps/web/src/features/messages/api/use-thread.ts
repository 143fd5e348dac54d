import { messagingEndpoints } from '@demeure/shared/zod-free'
import { useInfiniteQuery } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api-client.ts'
import { callApi } from '../../../lib/call-api.ts'
import { endpointPagesKey } from '../../../lib/endpoint-key.ts'

const PAGE_SIZE = 50

/**
 * GET /api/conversations/{id}/messages/: the latest messages first, then each "next" page goes
 * further back (`before` the oldest message loaded).
 */
export function useThread(conversationId: number) {
  return useInfiniteQuery({
    // The page's `before` is the page param, not part of the key.
    queryKey: endpointPagesKey(messagingEndpoints.messages, { id: conversationId }, { limit: PAGE_SIZE }),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await callApi(messagingEndpoints.messages, {
          params: { id: conversationId },
          auth: true,
          signal,
          query: { before: pageParam, limit: PAGE_SIZE },
        }),
      ),
    getNextPageParam: (page) => (page.has_more ? (page.results[0]?.id ?? null) : null),
  })
}
