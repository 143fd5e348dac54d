import { useInfiniteQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api-client.ts'
import { type TThreadPage, threadKey } from './messages-cache.ts'

const PAGE_SIZE = 50

/**
 * GET /api/conversations/{id}/messages/: the latest messages first, then each "next" page goes
 * further back (`before` the oldest message loaded).
 */
export function useThread(conversationId: number) {
  return useInfiniteQuery({
    queryKey: threadKey(conversationId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await api.get<TThreadPage>(`/api/conversations/${conversationId}/messages/`, {
          auth: true,
          signal,
          query: { before: pageParam, limit: PAGE_SIZE },
        }),
      ),
    getNextPageParam: (page) => (page.has_more ? (page.results[0]?.id ?? null) : null),
  })
}
