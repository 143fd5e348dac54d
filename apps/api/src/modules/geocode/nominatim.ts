/** The slice of Nominatim's JSON the product reads. */
export type TNominatimAddress = {
  road?: string
  house_number?: string
  city?: string
  town?: string
  village?: string
  state?: string
  postcode?: string
  country?: string
  country_code?: string
}
export type TNominatimPlace = { lat: string; lon: string; display_name: string; address: TNominatimAddress }

const TIMEOUT_MS = 5000
const MIN_INTERVAL_MS = 1000

/**
 * A client for a Nominatim-compatible server that honours its usage policy: an identifying
 * User-Agent and at most one request per second from this process. Requests run one at a time and
 * the next one starts a second after the previous one ended, so however slow the network, the
 * server never sees two within a second.
 */
export function createNominatimClient(options: { baseUrl: string; userAgent: string }) {
  let queue: Promise<unknown> = Promise.resolve()
  let freeAt = 0
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = queue.then(async () => {
      const wait = freeAt - Date.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      try {
        return await work()
      } finally {
        freeAt = Date.now() + MIN_INTERVAL_MS
      }
    })
    // A failed request must not stop the ones queued after it.
    queue = turn.catch(() => undefined)
    return turn
  }

  function get<T>(path: string, params: Record<string, string>, language: string): Promise<T> {
    return inTurn(() => fetchJson<T>(path, params, language))
  }

  async function fetchJson<T>(path: string, params: Record<string, string>, language: string): Promise<T> {
    const url = new URL(`${options.baseUrl}${path}`)
    for (const [key, value] of Object.entries({ format: 'json', addressdetails: '1', ...params })) {
      url.searchParams.set(key, value)
    }
    const response = await fetch(url, {
      headers: { 'user-agent': options.userAgent, 'accept-language': language, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`)
    return (await response.json()) as T
  }

  return {
    search: (q: string, limit: number, language: string) =>
      get<TNominatimPlace[]>('/search', { q, limit: String(limit) }, language),
    reverse: (lat: number, lon: number, language: string) =>
      get<TNominatimPlace | { error: string }>('/reverse', { lat: String(lat), lon: String(lon) }, language),
  }
}
