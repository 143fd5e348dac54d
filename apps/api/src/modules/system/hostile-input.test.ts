import { ERROR_CODES } from '@demeure/shared'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '../../i18n/index.ts'
import { bearer, signUpAdmin } from '../../test/accounts.ts'
import { attacksFor, type TOperation } from '../../test/hostile-requests.ts'
import { createTestApp, type TTestApp } from '../../test/test-app.ts'

/**
 * Walks every route of the OpenAPI document with hostile requests, anonymous and signed in (as
 * staff, who can reach the most routes), in French: not one 5xx, and every refusal is our error
 * shape with the French text of its code.
 */
let t: TTestApp
let operations: TOperation[]

/** Routes that end the caller's own session or account: run last, so the others stay signed in. */
const SESSION_ENDING = /logout|password|\/me\/?$/

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_ATTEMPTS_PER_MINUTE: '1000000' })
  const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path, hasBody: method !== 'get' })),
  )
  operations.sort((a, b) => Number(SESSION_ENDING.test(a.path)) - Number(SESSION_ENDING.test(b.path)))
}, 120_000)
afterAll(async () => t?.close())

type TFailure = { who: string; method: string; url: string; attack: string; status: number; body: string }

function checkAnswer(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return 'server error'
  if (response.statusCode < 400) return undefined
  if (response.statusCode === 404 && !response.headers['content-type']?.toString().includes('json')) {
    return undefined
  }
  let body: { code?: string; message?: string }
  try {
    body = response.json()
  } catch {
    return 'refusal is not JSON'
  }
  if (!body.code || !(ERROR_CODES as readonly string[]).includes(body.code)) return 'unknown error code'
  if (body.message !== translate('fr', `error.${body.code}.message`)) {
    // Some messages carry parameters (e.g. a size): then at least they must not be the English text.
    if (body.message === translate('en', `error.${body.code}.message`)) return 'refusal not in French'
  }
  return undefined
}

async function walk(who: string, headers: () => Promise<Record<string, string>>) {
  const failures: TFailure[] = []
  let requests = 0
  for (const operation of operations) {
    const auth = await headers()
    for (const attack of attacksFor(operation)) {
      const response = await t.inject({
        method: operation.method as 'GET',
        url: attack.url,
        headers: { 'accept-language': 'fr', ...auth, ...attack.headers },
        ...(attack.payload !== undefined && { payload: attack.payload }),
      })
      requests++
      const problem = checkAnswer(response)
      if (problem) {
        failures.push({
          who,
          method: operation.method,
          url: attack.url.slice(0, 120),
          attack: `${attack.name}: ${problem}`,
          status: response.statusCode,
          body: response.body.slice(0, 200),
        })
      }
    }
  }
  return { failures, requests }
}

describe('hostile input on every route of the OpenAPI document', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBeGreaterThan(60)
  })

  it('anonymous: no 5xx, every refusal localized', async () => {
    const { failures, requests } = await walk('anonymous', async () => ({}))
    console.log(`hostile input, anonymous: ${requests} requests, ${failures.length} failures`)
    expect(failures).toEqual([])
  }, 600_000)

  it('signed in: no 5xx, every refusal localized', async () => {
    let session = await signUpAdmin(t)
    let used = 0
    const { failures, requests } = await walk('signed in', async () => {
      // A fresh session every few routes: some routes (logout, password) end the one in use.
      if (++used % 8 === 0) session = await signUpAdmin(t)
      return bearer(session.access)
    })
    console.log(`hostile input, signed in: ${requests} requests, ${failures.length} failures`)
    expect(failures).toEqual([])
  }, 600_000)
})
