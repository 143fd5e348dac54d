import type { TEndpoint, TEndpointShape, TPathParams } from '@demeure/shared/zod-free'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api, type TQuery, unwrap } from './api-client.ts'
import { endpointUrl } from './call-api.ts'
import { endpointPagesKey } from './endpoint-key.ts'
import { type TPage, toRelativeApiPath } from './page.ts'

type TPagedListOptions<TPath extends string> = {
  params?: TPathParams<TPath>
  query: TQuery
  auth?: boolean
  enabled?: boolean
}

/**
 * A list of the API, a page at a time; each next page follows the server's `next` link. Its cache
 * key is the endpoint's, with the params and the query (lib/endpoint-key.ts); its items' type is
 * the one the endpoint answers a page of.
 */
export function usePagedList<TPath extends string, TItem>(
  endpoint: TEndpoint<'GET', TPath, TEndpointShape & { answer: TPage<TItem> }>,
  options: TPagedListOptions<TPath>,
) {
  const { params, query, auth = true, enabled = true } = options
  return useInfiniteQuery({
    queryKey: endpointPagesKey(endpoint, params, query),
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        pageParam
          ? await api.get<TPage<TItem>>(pageParam, { auth, signal })
          : await api.get<TPage<TItem>>(endpointUrl(endpoint, params), { auth, signal, query }),
      ),
    getNextPageParam: (page) => (page.next ? toRelativeApiPath(page.next) : null),
  })
}
