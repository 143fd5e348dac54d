import type { TUnreadCounts } from '@demeure/shared'
import { messagingEndpoints } from '@demeure/shared/zod-free'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { unwrap } from './api-client.ts'
import { callApi } from './call-api.ts'
import { endpointKey } from './endpoint-key.ts'
import { useStoredSession } from './use-stored-session.ts'

/** The badges' numbers: the live stream keeps them current, the request only fills a cold start. */
export function useUnreadCounts(): TUnreadCounts {
  const { isAuthenticated } = useStoredSession()
  const query = useQuery({
    queryKey: endpointKey(messagingEndpoints.unreadCounts),
    enabled: isAuthenticated,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      unwrap(await callApi(messagingEndpoints.unreadCounts, { auth: true, signal })),
  })
  return (isAuthenticated && query.data) || { notifications: 0, messages: 0 }
}

export function setUnreadCounts(queryClient: QueryClient, counts: TUnreadCounts): void {
  queryClient.setQueryData<TUnreadCounts>(endpointKey(messagingEndpoints.unreadCounts), counts)
}

/** Lowers a count at once (a notice or a thread just read); the server's next count replaces it. */
export function lowerUnreadCount(queryClient: QueryClient, kind: keyof TUnreadCounts, by: number): void {
  queryClient.setQueryData<TUnreadCounts>(endpointKey(messagingEndpoints.unreadCounts), (counts) =>
    counts ? { ...counts, [kind]: Math.max(0, counts[kind] - by) } : counts,
  )
}
