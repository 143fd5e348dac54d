/**
 * The list envelope of API.md: `{count, next, previous, results}` with relative `next`/`previous`
 * URLs that keep every other query parameter.
 */
export function pageEnvelope<T>(options: {
  results: T[]
  count: number
  page: number
  pageSize: number
  url: string
}) {
  const { results, count, page, pageSize } = options
  const link = (target: number) => {
    const url = new URL(options.url, 'http://local')
    url.searchParams.set('page', String(target))
    url.searchParams.set('page_size', String(pageSize))
    return `${url.pathname}${url.search}`
  }
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  }
}
