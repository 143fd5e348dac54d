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
  // The address is parsed once and each link edits a copy of its query alone: editing a URL's
  // searchParams writes its whole address again at each change (5% of a search's CPU, it was).
  const { pathname, search } = new URL(url, 'http://local')
  const link = (target: number) => {
    const query = new URLSearchParams(search)
    query.set('page', String(target))
    query.set('page_size', String(pageSize))
    return `${pathname}?${query}`
  }
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  }
}
