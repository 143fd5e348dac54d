import { api, type TQuery, unwrap } from '../../../lib/api-client.ts'
import { type TPage, toRelativeApiPath } from '../../../lib/page.ts'

export type TPagesResult<T> = { items: T[]; count: number; isCapped: boolean }

/**
 * The first page, then its `next` links (relative to this origin) up to `maxPages`: a dense
 * viewport of a large catalogue stops there and says so, instead of loading every listing.
 */
export async function fetchPages<T>(
  path: string,
  query: TQuery,
  maxPages: number,
  signal: AbortSignal,
): Promise<TPagesResult<T>> {
  let page = unwrap(await api.get<TPage<T>>(path, { query, signal }))
  const items = [...page.results]
  for (let fetched = 1; fetched < maxPages && page.next; fetched += 1) {
    const next = toRelativeApiPath(page.next)
    if (!next) break
    page = unwrap(await api.get<TPage<T>>(next, { signal }))
    items.push(...page.results)
  }
  return { items, count: page.count, isCapped: items.length < page.count }
}
