/**
 * The product specification's client wrapper, rebuilt from its description, for tests that must see
 * Demeure as that client does: GET, POST, PATCH and DELETE, with or without a bearer token; JSON
 * (with `Content-Type: application/json` on every request that is not a form, DELETE and body-less
 * calls included) except for FormData bodies; query parameters added to the URL; the answer as
 * `{ok, status, body}` with `body` null on 204; a network failure as a synthetic 500.
 */
export type TSpecAnswer = { ok: boolean; status: number; body: Record<string, unknown> | null }

export function createSpecClient(origin: string) {
  return async function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<TSpecAnswer> {
    const url = new URL(path, origin)
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value)
    const isForm = options.body instanceof FormData
    const headers: Record<string, string> = isForm ? {} : { 'Content-Type': 'application/json' }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    const body = isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body)
    try {
      const response = await fetch(url, { method, headers, body })
      const text = await response.text()
      return {
        ok: response.ok,
        status: response.status,
        body: response.status === 204 || text === '' ? null : JSON.parse(text),
      }
    } catch {
      return { ok: false, status: 500, body: { message: 'The server is unresponsive' } }
    }
  }
}
