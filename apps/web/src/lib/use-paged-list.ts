import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query'
import { api, type TQuery, unwrap } from './api-client.ts'
import { type TPage, toRelativeApiPath } from './page.ts'

/** A list of the API, a page at a time; each next page follows the server's `next` link. */
export function usePagedList<T>(
  queryKey: QueryKey,
  path: string,
  query: TQuery,
  options: { auth: boolean; enabled?: boolean } = { auth: true },
) {
  const { auth, enabled = true } = options
  return useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        pageParam
          ? await api.get<TPage<T>>(pageParam, { auth, signal })
          : await api.get<TPage<T>>(path, { auth, signal, query }),
      ),
    getNextPageParam: (page) => (page.next ? toRelativeApiPath(page.next) : null),
  })
}
