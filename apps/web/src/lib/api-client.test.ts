import { describe, expect, it } from 'vitest'
import { buildUrl, createApiClient, REFRESH_PATH, type TApiClientDeps, unwrap } from './api-client.ts'
import { ApiError } from './api-error.ts'

type TCall = { url: string; init: RequestInit }

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** One browser's tab lock: tasks run one after the other, as navigator.locks would run them. */
function tabLock(): TApiClientDeps['acrossTabs'] {
  let tail: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}

/** A client over a scripted fetch: each call takes the next answer (a Response or an Error to throw). */
function setup(
  answers: Array<Response | Error>,
  token: string | null = 'old-token',
  browser = { stored: token, acrossTabs: tabLock() },
) {
  const calls: TCall[] = []
  const session = { token, cleared: false }
  const deps: TApiClientDeps = {
    fetch: async (url, init) => {
      calls.push({ url, init })
      const answer = answers.shift()
      if (!answer) throw new Error(`unexpected call to ${url}`)
      if (answer instanceof Error) throw answer
      return answer
    },
    language: () => 'fr',
    unresponsiveMessage: () => 'The server is unresponsive',
    session: {
      getAccessToken: () => session.token,
      readStoredAccessToken: () => browser.stored,
      setAccessToken: (next) => {
        session.token = next
        browser.stored = next
      },
      clear: () => {
        session.token = null
        browser.stored = null
        session.cleared = true
      },
    },
    acrossTabs: browser.acrossTabs,
  }
  return { client: createApiClient(deps), calls, session }
}

const header = (call: TCall | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name]

describe('api client', () => {
  it('maps a network failure to a synthetic 500 with the unresponsive message', async () => {
    const { client } = setup([new TypeError('Failed to fetch')])
    expect(await client.get('/api/health')).toEqual({
      ok: false,
      status: 500,
      body: { message: 'The server is unresponsive' },
    })
  })

  it('returns the parsed body of a success and null for a 204', async () => {
    const { client } = setup([json(200, { message: 'ok' }), new Response(null, { status: 204 })])
    expect(await client.get('/api/x/')).toEqual({ ok: true, status: 200, body: { message: 'ok' } })
    expect(await client.post('/api/logout/', { auth: true })).toEqual({ ok: true, status: 204, body: null })
  })

  it('returns the error body of a failure', async () => {
    const error = { code: 'invalid_credentials', message: 'Identifiants invalides', detail: '' }
    const { client } = setup([json(400, error)])
    expect(await client.post('/api/login/', { body: {} })).toEqual({ ok: false, status: 400, body: error })
  })

  it('sends JSON with the interface language, and the bearer token only when asked', async () => {
    const { client, calls } = setup([json(200, {}), json(200, {})])
    await client.post('/api/login/', { body: { email: 'a@b.ca' } })
    await client.patch('/api/profile/', { auth: true, body: { bio: 'Hi' } })
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe('{"email":"a@b.ca"}')
    expect(header(calls[0], 'Content-Type')).toBe('application/json')
    expect(header(calls[0], 'Accept-Language')).toBe('fr')
    expect(header(calls[0], 'Authorization')).toBeUndefined()
    expect(header(calls[1], 'Authorization')).toBe('Bearer old-token')
    expect(calls[1]?.init.credentials).toBe('same-origin')
  })

  it('sends FormData as is, letting the browser set the multipart boundary', async () => {
    const { client, calls } = setup([json(200, {})])
    const form = new FormData()
    form.append('bio', 'Hi')
    await client.patch('/api/profile/', { auth: true, body: form })
    expect(calls[0]?.init.body).toBe(form)
    expect(header(calls[0], 'Content-Type')).toBeUndefined()
  })

  it('adds query parameters, repeating arrays and skipping empty values', () => {
    expect(
      buildUrl('/api/properties/', { type: ['house', 'suite'], location: 'Montréal', page: 2, q: '' }),
    ).toBe('/api/properties/?type=house&type=suite&location=Montr%C3%A9al&page=2')
    expect(buildUrl('/api/properties/', { q: undefined })).toBe('/api/properties/')
  })

  it('refreshes once on a 401 and retries with the new token', async () => {
    const { client, calls, session } = setup([
      json(401, {}),
      json(200, { access: 'new-token' }),
      json(200, { id: 1 }),
    ])
    expect(await client.get('/api/profile/', { auth: true })).toEqual({
      ok: true,
      status: 200,
      body: { id: 1 },
    })
    expect(calls.map((call) => call.url)).toEqual(['/api/profile/', REFRESH_PATH, '/api/profile/'])
    expect(header(calls[1], 'Authorization')).toBeUndefined()
    expect(header(calls[2], 'Authorization')).toBe('Bearer new-token')
    expect(session.token).toBe('new-token')
  })

  it('clears the stored session when the refresh is refused, and returns the 401', async () => {
    const { client, calls, session } = setup([json(401, { message: 'expired' }), json(401, {})])
    const response = await client.get('/api/profile/', { auth: true })
    expect(response.status).toBe(401)
    expect(calls).toHaveLength(2)
    expect(session.cleared).toBe(true)
  })

  it('does not refresh for calls without auth', async () => {
    const { client, calls } = setup([json(401, { message: 'Invalid credentials' })])
    await client.post('/api/login/', { body: {} })
    expect(calls).toHaveLength(1)
  })

  it('shares one refresh between concurrent 401s (the refresh token rotates)', async () => {
    const { client, calls } = setup([
      json(401, {}),
      json(401, {}),
      json(200, { access: 'new-token' }),
      json(200, { a: 1 }),
      json(200, { b: 2 }),
    ])
    const [first, second] = await Promise.all([
      client.get('/api/a/', { auth: true }),
      client.get('/api/b/', { auth: true }),
    ])
    expect(first.ok && second.ok).toBe(true)
    expect(calls.filter((call) => call.url === REFRESH_PATH)).toHaveLength(1)
  })

  it('lets two tabs share one refresh: the tab that waited takes the token the other stored', async () => {
    const browser = { stored: 'old-token' as string | null, acrossTabs: tabLock() }
    const first = setup(
      [json(401, {}), json(200, { access: 'new-token' }), json(200, { a: 1 })],
      'old-token',
      browser,
    )
    const second = setup([json(401, {}), json(200, { b: 2 })], 'old-token', browser)
    const [a, b] = await Promise.all([
      first.client.get('/api/a/', { auth: true }),
      second.client.get('/api/b/', { auth: true }),
    ])
    expect(a.ok && b.ok).toBe(true)
    expect(second.calls.map((call) => call.url)).toEqual(['/api/b/', '/api/b/'])
    expect(header(second.calls[1], 'Authorization')).toBe('Bearer new-token')
    expect(second.session.token).toBe('new-token')
  })

  it('lets an aborted request reject instead of reporting a server failure', async () => {
    const controller = new AbortController()
    controller.abort()
    const { client } = setup([new DOMException('aborted', 'AbortError')])
    await expect(client.get('/api/profile/', { signal: controller.signal })).rejects.toThrow('aborted')
  })

  it('unwrap returns the body or throws an ApiError with the server answer', () => {
    expect(unwrap({ ok: true, status: 200, body: 'x' })).toBe('x')
    const failure = () => unwrap({ ok: false, status: 429, body: { message: 'Too many attempts' } })
    expect(failure).toThrow(ApiError)
    expect(failure).toThrow('Too many attempts')
  })
})
