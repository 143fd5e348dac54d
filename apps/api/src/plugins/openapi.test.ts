import { DOCUMENT_VIEW_HEADERS } from '@demeure/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUpAdmin } from '../test/accounts.ts'
import { createTestApp, type TTestApp } from '../test/test-app.ts'

type TSchema = {
  type?: string
  format?: string
  items?: TSchema
  properties?: Record<string, TSchema>
  required?: string[]
  $ref?: string
}
type TMedia = { schema: TSchema; encoding?: Record<string, unknown> }
type TOperation = {
  operationId?: string
  summary?: string
  security?: Record<string, string[]>[]
  parameters?: { in: string; name: string; required?: boolean; schema: TSchema }[]
  requestBody?: { required?: boolean; content: Record<string, TMedia> }
  responses: Record<string, { content?: Record<string, TMedia> }>
}
type TDocument = { paths: Record<string, Record<string, TOperation>> }

/**
 * /api routes left out of the document on purpose: the docs' own pages, test-only controls
 * (TEST_CLOCK_CONTROL, never in production), and the sandbox checkout pages that stand in for
 * Stripe's hosted checkout (HTML for a browser, not API calls).
 */
const HIDDEN = [/^\/api\/docs/, /^\/api\/test\//, /^\/api\/payments\/sandbox\//, /^\/api\/payouts\/sandbox\//]

/** Multipart routes and the parts their services read (form.fields / form.files). */
const FORMS: Record<string, { fields: string[]; files: string[]; required: string[] }> = {
  'post /api/properties/': {
    fields: ['title', 'price_per_month', 'amenities', 'rules', 'availability'],
    files: ['photos', 'video', 'ownership_verification_video'],
    required: ['title', 'ownership_verification_video'],
  },
  'patch /api/host-properties/{id}/': {
    fields: ['title', 'amenities'],
    files: ['photos', 'video'],
    required: [],
  },
  'post /api/photos/': {
    fields: ['property', 'description'],
    files: ['image'],
    required: ['property', 'image'],
  },
  'post /api/bookings/': {
    fields: ['property', 'check_in', 'check_out', 'guests', 'consent', 'full_name'],
    files: ['id_cards', 'income_proof', 'rental_history'],
    required: ['property', 'check_in', 'consent', 'id_cards', 'income_proof', 'rental_history'],
  },
  'post /api/verification/': {
    fields: ['full_name', 'email', 'role', 'booking_urls', 'agreement'],
    files: ['government_id', 'proof_of_address', 'business_license'],
    required: ['full_name', 'government_id', 'proof_of_address'],
  },
  'patch /api/verification/': {
    fields: ['full_name', 'email'],
    files: ['government_id', 'proof_of_address', 'business_license'],
    required: ['full_name'],
  },
  'patch /api/profile/': { fields: ['first_name', 'bio'], files: ['profile_picture'], required: [] },
  'post /api/admin/blogs/': { fields: ['title', 'body', 'language'], files: ['image'], required: ['title'] },
  'patch /api/admin/blogs/{id}/': { fields: ['title'], files: ['image'], required: [] },
}
/** Of those, the ones that take the same fields as JSON too. */
const JSON_TOO = new Set(['patch /api/profile/', 'post /api/admin/blogs/', 'patch /api/admin/blogs/{id}/'])

let t: TTestApp
let document: TDocument
beforeAll(async () => {
  t = await createTestApp({ TEST_CLOCK_CONTROL: 'true' })
  const response = await t.inject({ method: 'GET', url: '/api/docs/json' })
  expect(response.statusCode).toBe(200)
  document = response.json()
})
afterAll(() => t.close())

const normalize = (path: string) => path.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '')

/** Every method and path Fastify serves, read from its route tree (one line per route). */
function registeredRoutes(app: TTestApp['app']) {
  const routes: { method: string; path: string }[] = []
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \((.+)\))?$/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const path = `${stack[depth - 1] ?? ''}${match[2]}`
    stack[depth] = path
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path: normalize(path) })
  }
  return routes
}

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method} ${path}`,
      method,
      path,
      operation,
    })),
  )
}

/** A request URL for a documented path: ids that pass validation and match nothing. */
function urlOf(path: string, operation: TOperation) {
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const parameter = operation.parameters?.find((item) => item.in === 'path' && item.name === name)
    if (parameter?.schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000'
    return parameter?.schema.type === 'integer' ? '999999' : 'nothing.ics'
  })
}

const isGuarded = (operation: TOperation) => operation.security?.some((item) => 'bearer' in item) ?? false

describe('the OpenAPI document', () => {
  it('has every /api route Fastify serves, with each of its methods (HEAD and hidden routes aside)', () => {
    const documented = new Set(operations().map(({ method, path }) => `${method} ${normalize(path)}`))
    const served = registeredRoutes(t.app).filter(
      ({ method, path }) =>
        path.startsWith('/api/') && method !== 'HEAD' && !HIDDEN.some((rule) => rule.test(path)),
    )
    expect(served.length).toBeGreaterThan(80)
    const missing = served.filter(({ method, path }) => !documented.has(`${method.toLowerCase()} ${path}`))
    expect(missing).toEqual([])
    // The hidden ones exist (so the list above is not stale).
    const all = registeredRoutes(t.app)
    for (const rule of HIDDEN)
      expect(
        all.some(({ path }) => rule.test(path)),
        String(rule),
      ).toBe(true)
    expect(operations().some(({ path }) => HIDDEN.some((rule) => rule.test(path)))).toBe(false)
  })

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId)
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(operations().filter(({ operation }) => !operation.summary)).toEqual([])
  })

  it('shows each multipart form with the parts its service reads, and no JSON body where only multipart is read', () => {
    const multipartRoutes = operations().filter(
      ({ operation }) => operation.requestBody?.content['multipart/form-data'],
    )
    expect(multipartRoutes.map(({ key }) => key).sort()).toEqual(Object.keys(FORMS).sort())
    for (const { key, operation } of multipartRoutes) {
      const form = FORMS[key]
      const body = operation.requestBody
      if (!form || !body) throw new Error(key)
      const schema = body.content['multipart/form-data']?.schema ?? {}
      const properties = schema.properties ?? {}
      for (const field of form.fields) expect(properties[field], `${key} ${field}`).toBeDefined()
      for (const file of form.files) {
        const part = properties[file]
        const binary = part?.type === 'array' ? part.items : part
        expect(binary, `${key} ${file}`).toMatchObject({ type: 'string', format: 'binary' })
      }
      for (const name of form.required) expect(schema.required, key).toContain(name)
      expect(Object.keys(body.content).sort(), key).toEqual(
        JSON_TOO.has(key) ? ['application/json', 'multipart/form-data'] : ['multipart/form-data'],
      )
    }
    const listing = document.paths['/api/properties/']?.post?.requestBody?.content['multipart/form-data']
    expect(listing?.schema.properties?.photos).toMatchObject({ type: 'array', maxItems: 20 })
    expect(listing?.schema.properties?.video?.type).toBe('string')
    expect(listing?.encoding).toEqual({ availability: { contentType: 'application/json' } })
  })

  it('documents 204 (and 304) without content, and every error in the one error shape', () => {
    let noContent = 0
    for (const { key, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '204' || status === '304') {
          expect(response.content, `${key} ${status}`).toBeUndefined()
          noContent++
        }
        if (Number(status) >= 400) {
          expect(response.content?.['application/json']?.schema, `${key} ${status}`).toEqual({
            $ref: '#/components/schemas/ApiError',
          })
        }
      }
    }
    expect(noContent).toBeGreaterThan(10)
  })

  it('shows the headers a raw answer carries, each with its type', () => {
    const view = document.paths['/api/bookings/{id}/documents/{file}/view/']?.get?.responses[
      '200'
    ] as unknown as {
      content: Record<string, unknown>
      headers: Record<string, { schema: { type: string }; description: string }>
    }
    expect(Object.keys(view.content)).toEqual(['image/jpeg'])
    expect(Object.keys(view.headers).sort()).toEqual(Object.values(DOCUMENT_VIEW_HEADERS).sort())
    expect(view.headers[DOCUMENT_VIEW_HEADERS.pageCount]?.schema).toEqual({ type: 'integer' })
    expect(view.headers[DOCUMENT_VIEW_HEADERS.notice]?.schema).toEqual({ type: 'string' })
  })

  it('declares bearer security on the guarded routes and none on public ones', async () => {
    for (const { key, operation } of operations()) expect(operation.security, key).toBeDefined()
    const guarded = operations().filter(({ operation }) => isGuarded(operation))
    expect(guarded.length).toBeGreaterThan(50)
    expect(document.paths['/api/properties/']?.get?.security).toEqual([])
    expect(document.paths['/api/profile/']?.get?.security).toEqual([{ bearer: [] }])
    // Staff routes also say they answer 403 to a signed-in renter.
    expect(document.paths['/api/admin/properties/']?.get?.responses['403']).toBeDefined()
  })

  it('is true: a guarded route without a token answers its documented 401 (400 first when its body is invalid)', async () => {
    const guarded = operations().filter(({ operation }) => isGuarded(operation))
    expect(guarded.length).toBeGreaterThan(50)
    for (const { key, method, path, operation } of guarded) {
      const response = await t.inject({ method: method.toUpperCase() as 'GET', url: urlOf(path, operation) })
      const hasJsonBody = Boolean(operation.requestBody?.content['application/json']?.schema)
      const expected = hasJsonBody && operation.requestBody?.required ? [400, 401] : [401]
      expect(expected, `${key}: ${response.body}`).toContain(response.statusCode)
      expect(Object.keys(operation.responses), key).toContain(String(response.statusCode))
    }
  })

  it('is true: a public route never answers 401 for want of a token, and answers a documented status', async () => {
    const readers = operations().filter(({ method, operation }) => method === 'get' && !isGuarded(operation))
    for (const { key, path, operation } of readers) {
      if (path === '/api/events/') continue // a stream: its refusal is checked in the live module's tests
      const response = await t.inject({ method: 'GET', url: urlOf(path, operation) })
      expect(Object.keys(operation.responses), `${key}: ${response.statusCode}`).toContain(
        String(response.statusCode),
      )
    }
  })

  it('is true: a GET without its optional query parameters is answered, and without a required one is a 400', async () => {
    const { access } = await signUpAdmin(t)
    const readers = operations().filter(
      ({ method, path }) => method === 'get' && path !== '/api/events/' && !/\{/.test(path),
    )
    for (const { key, path, operation } of readers) {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query')
      const answer = await t.inject({ method: 'GET', url: path, headers: bearer(access) })
      if (query.some((parameter) => parameter.required)) {
        expect(answer.statusCode, `${key} without its required parameters: ${answer.body}`).toBe(400)
      } else {
        expect(answer.statusCode, `${key} without any parameter: ${answer.body}`).toBeLessThan(300)
      }
    }
  })

  it('is true: a multipart route sent JSON answers its documented 415', async () => {
    const { access } = await signUpAdmin(t)
    const multipartOnly = operations().filter(
      ({ operation }) =>
        operation.requestBody?.content['multipart/form-data'] &&
        !operation.requestBody.content['application/json'],
    )
    expect(multipartOnly.length).toBe(6)
    for (const { key, method, path, operation } of multipartOnly) {
      const response = await t.inject({
        method: method.toUpperCase() as 'POST',
        url: urlOf(path, operation),
        headers: bearer(access),
        payload: { title: 'JSON instead of a form' },
      })
      expect(response.statusCode, `${key}: ${response.body}`).toBe(415)
      expect(response.json().code).toBe('unsupported_media_type')
      expect(Object.keys(operation.responses), key).toContain('415')
    }
  })
})
