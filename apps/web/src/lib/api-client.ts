import { accountEndpoints } from '@demeure/shared/zod-free'
import i18next from 'i18next'
import { ApiError, type TApiErrorBody } from './api-error.ts'
import { clearSession, getAccessToken, readStoredAccessToken, setAccessToken } from './session-store.ts'

/** The one API client: same origin, JSON unless FormData, `{ok, status, body}` answers. */
export type TApiResponse<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; body: TApiErrorBody }

type TQueryValue = string | number | boolean | null | undefined
export type TQuery = Record<string, TQueryValue | readonly TQueryValue[]>

export type TRequestOptions = {
  body?: unknown
  query?: TQuery
  /** Sends the stored access token as a Bearer header, and refreshes it once on a 401. */
  auth?: boolean
  signal?: AbortSignal
}

export type TApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>
  language: () => string
  unresponsiveMessage: () => string
  session: {
    getAccessToken: () => string | null
    /** The token as stored right now (another tab may have written it since this page read it). */
    readStoredAccessToken: () => string | null
    setAccessToken: (token: string) => void
    clear: () => void
  }
  /** Runs `task` while no other tab of this origin runs one (the refresh token is shared by all tabs). */
  acrossTabs: <T>(task: () => Promise<T>) => Promise<T>
}

/**
 * One refresh at a time across the tabs of this browser (Web Locks). Where the API is missing (old
 * browsers, some test runners) the tab's own single-flight and the server's grace window remain.
 */
export function withTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? (locks.request('demeure:token-refresh', task) as Promise<T>) : task()
}

export const REFRESH_PATH = accountEndpoints.refreshToken.path

export function buildUrl(path: string, query?: TQuery): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    const values: readonly TQueryValue[] = Array.isArray(value) ? value : [value as TQueryValue]
    for (const item of values) {
      if (item !== undefined && item !== null && item !== '') params.append(name, String(item))
    }
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function asErrorBody(body: unknown): TApiErrorBody {
  return body !== null && typeof body === 'object' ? (body as TApiErrorBody) : {}
}

export function createApiClient(deps: TApiClientDeps) {
  // Concurrent 401s share one refresh: the refresh token rotates, so a second call would revoke it.
  let refreshing: Promise<boolean> | null = null

  /** Resolves to null when the server could not be reached. */
  async function send(method: string, path: string, options: TRequestOptions): Promise<Response | null> {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': deps.language() }
    let body: BodyInit | undefined
    if (options.body instanceof FormData) body = options.body
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    const token = options.auth ? deps.session.getAccessToken() : null
    if (token) headers.Authorization = `Bearer ${token}`
    try {
      return await deps.fetch(buildUrl(path, options.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal,
      })
    } catch (error) {
      // A cancelled query is not a server failure: let react-query see the abort.
      if (options.signal?.aborted) throw error
      return null
    }
  }

  /** Asks for a new access token; false when the session is over (the stored one is then cleared). */
  async function rotate(): Promise<boolean> {
    const response = await send('POST', REFRESH_PATH, {})
    if (!response) return false
    const body = response.ok ? await readBody(response) : null
    const access = (body as { access?: unknown } | null)?.access
    if (typeof access === 'string' && access) {
      deps.session.setAccessToken(access)
      return true
    }
    deps.session.clear()
    return false
  }

  function refreshAccess(): Promise<boolean> {
    const refused = deps.session.getAccessToken()
    refreshing ??= deps
      .acrossTabs(async () => {
        // Another tab refreshed while this one waited for the lock: its new token is already stored.
        const stored = deps.session.readStoredAccessToken()
        if (stored && stored !== refused) {
          deps.session.setAccessToken(stored)
          return true
        }
        return rotate()
      })
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }

  async function request<T>(
    method: string,
    path: string,
    options: TRequestOptions = {},
  ): Promise<TApiResponse<T>> {
    let response = await send(method, path, options)
    if (response?.status === 401 && options.auth && (await refreshAccess())) {
      response = await send(method, path, options)
    }
    if (!response) return { ok: false, status: 500, body: { message: deps.unresponsiveMessage() } }
    const body = response.status === 204 ? null : await readBody(response)
    if (response.ok) return { ok: true, status: response.status, body: body as T }
    return { ok: false, status: response.status, body: asErrorBody(body) }
  }

  return {
    request,
    /** For requests sent outside this client (uploads with progress): one shared refresh. */
    refreshAccess,
    get: <T>(path: string, options?: Omit<TRequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, options?: TRequestOptions) => request<T>('POST', path, options),
    patch: <T>(path: string, options?: TRequestOptions) => request<T>('PATCH', path, options),
    put: <T>(path: string, options?: TRequestOptions) => request<T>('PUT', path, options),
    delete: <T>(path: string, options?: TRequestOptions) => request<T>('DELETE', path, options),
  }
}

/** For react-query: the body of a success, else an ApiError carrying the server's answer. */
export function unwrap<T>(response: TApiResponse<T>): T {
  if (response.ok) return response.body
  throw new ApiError(response.status, response.body)
}

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  language: () => i18next.resolvedLanguage ?? i18next.language ?? 'en',
  unresponsiveMessage: () => i18next.t('errors.serverUnresponsive'),
  session: { getAccessToken, readStoredAccessToken, setAccessToken, clear: clearSession },
  acrossTabs: withTabLock,
})
