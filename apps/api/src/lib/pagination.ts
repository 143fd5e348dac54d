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

/** A path the URL parser gives back unchanged: segments of letters, digits, `-` and `_`. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)+\/?$/
/**
 * A query `URLSearchParams` reads and writes back unchanged: `name=value` pairs of characters it
 * never escapes (`+` reads as a space and is written back as `+`) and of `%XX` escapes, uppercase,
 * of what it does escape (checked by `isKeptEscape`).
 */
const PLAIN_CHARACTER = '(?:[A-Za-z0-9*._+-]|%[0-9A-F]{2})'
const PLAIN_PAIR = `${PLAIN_CHARACTER}+=${PLAIN_CHARACTER}*`
const PLAIN_QUERY = new RegExp(`^${PLAIN_PAIR}(?:&${PLAIN_PAIR})*$`)
/** An escaped byte the parser decodes and the serializer writes back differently (`%41` is `A`). */
const UNESCAPED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2[0ADE]|5F)/

/** Whether a plain query's escapes all come back as they are: valid UTF-8, of escaped bytes only. */
function isKeptEscape(search: string) {
  if (!search.includes('%')) return true
  if (UNESCAPED.test(search)) return false
  try {
    decodeURIComponent(search)
    return true
  } catch {
    return false
  }
}

/** The address without its paging, ready for a page number: `/path?…&page_size=20&page=`. */
function linkBase(url: string, pageSize: number) {
  const paging = `page_size=${pageSize}&page=`
  // Most addresses are plain (a search's filters): their pairs are kept as they are, without the
  // URL parser's round trip, a tenth of a search's own CPU.
  const mark = url.indexOf('?')
  const path = mark === -1 ? url : url.slice(0, mark)
  const search = mark === -1 ? '' : url.slice(mark + 1)
  if (PLAIN_PATH.test(path) && (search === '' || (PLAIN_QUERY.test(search) && isKeptEscape(search)))) {
    const kept = search === '' ? [] : search.split('&').filter((pair) => !isPaging(pair))
    return `${path}?${kept.join('&')}${kept.length > 0 ? '&' : ''}${paging}`
  }
  // A path on this site only: a doubled slash would name another host; a fragment is dropped.
  const { pathname, search: query } = new URL(url, 'http://local')
  const params = new URLSearchParams(query)
  params.delete('page')
  params.delete('page_size')
  const kept = params.toString()
  return `${pathname}?${kept}${kept ? '&' : ''}${paging}`
}

const isPaging = (pair: string) => pair.startsWith('page=') || pair.startsWith('page_size=')
