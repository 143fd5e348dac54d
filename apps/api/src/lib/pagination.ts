/**
 * One page of a list, as services answer it: the rows, how many there are in all, and where the
 * page sits. Services speak the domain; the links of the wire envelope are the route's business.
 */
export type TPage<T> = { results: T[]; count: number; page: number; pageSize: number }

/**
 * The list envelope of API.md: `{count, next, previous, results}` with relative `next`/`previous`
 * URLs that keep every other query parameter. Only routes call it, with the request's URL: the
 * links point at the address the client asked for.
 */
export function pageEnvelope<T>({ results, count, page, pageSize }: TPage<T>, url: string) {
  const hasNext = page * pageSize < count
  const hasPrevious = page > 1
  // The address is parsed and written once for both links, which differ only in their last
  // parameter: each URL or query edited on its own wrote the whole address again at each change
  // (5% of a search's CPU, it was).
  const base = hasNext || hasPrevious ? linkBase(url, pageSize) : ''
  return {
    count,
    next: hasNext ? `${base}${page + 1}` : null,
    previous: hasPrevious ? `${base}${page - 1}` : null,
    results,
  }
}

/** The address without its paging, ready for a page number: `/path?…&page_size=20&page=`. */
function linkBase(url: string, pageSize: number) {
  // A path on this site only: a doubled slash would name another host; a fragment is dropped.
  const { pathname, search } = new URL(url, 'http://local')
  const query = new URLSearchParams(search)
  query.delete('page')
  query.delete('page_size')
  const kept = query.toString()
  return `${pathname}?${kept}${kept ? '&' : ''}page_size=${pageSize}&page=`
}
