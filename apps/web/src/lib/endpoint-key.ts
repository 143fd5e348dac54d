import type { TEndpoint, TPathParams } from '@demeure/shared/zod-free'
import type { QueryClient } from '@tanstack/react-query'

/**
 * The cache's keys come from the endpoints they cache (docs/decisions/029-one-door-per-module.md,
 * "Cache keys"): the first element is the endpoint's identity (method and path template), then its
 * params, then its query. Two hooks that read one endpoint with the same params and query share one
 * entry by construction, and a renamed path renames its key, so a refresh cannot silently miss it.
 */
export type TEndpointKey = readonly [string, ...unknown[]]

type TAnyEndpoint = TEndpoint<TEndpoint['method'], string>

/** What identifies an endpoint in a key: `GET /api/bookings/:id/`. */
export const endpointId = (endpoint: TAnyEndpoint): string => `${endpoint.method} ${endpoint.path}`

/** Params as the path writes them (strings), so `{ id: 7 }` and `{ id: '7' }` are one entry. */
function pathParams(params: Record<string, string | number> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)]))
}

/**
 * The key of an endpoint's answer for these params and this query (the language goes in the query
 * when the answer depends on it). Without params and query it is the endpoint's own prefix, which
 * matches every entry of that endpoint; with params only, every query of those params.
 */
export function endpointKey<TPath extends string>(
  endpoint: TEndpoint<TEndpoint['method'], TPath>,
  params?: TPathParams<TPath>,
  query?: unknown,
): TEndpointKey {
  const id = endpointId(endpoint)
  const filled = pathParams(params as Record<string, string | number> | undefined)
  if (query !== undefined) return [id, filled, query]
  return params === undefined ? [id] : [id, filled]
}

/**
 * The key of an endpoint read page by page (`useInfiniteQuery`): the cached value is a list of
 * pages, not the endpoint's answer, so it must never share an entry with a plain read of the same
 * endpoint; it stays under the endpoint's prefix, so invalidating the endpoint reaches it.
 */
export function endpointPagesKey<TPath extends string>(
  endpoint: TEndpoint<TEndpoint['method'], TPath>,
  params?: TPathParams<TPath>,
  query?: unknown,
): TEndpointKey {
  const [id, filled] = endpointKey(endpoint, params ?? ({} as TPathParams<TPath>), query ?? null)
  return [id, filled, query ?? null, 'pages']
}

/**
 * Marks every cached answer of these endpoints stale (any params, any query, plain or paged) and
 * refetches those on screen; other endpoints' entries are left alone. A mutation names the
 * endpoints whose answers it changes.
 */
export function invalidateEndpoints(queryClient: QueryClient, ...endpoints: readonly TAnyEndpoint[]) {
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  )
}
