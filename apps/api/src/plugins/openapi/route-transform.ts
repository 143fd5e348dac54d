import { ZApiError } from '@demeure/shared'
import type { FastifySchema, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { guardOf, type TGuard } from '../auth.ts'
import { multipartRequestBody } from './multipart-body.ts'

type TTransformInput = Parameters<typeof jsonSchemaTransform>[0]
type TRouteSchema = FastifySchema & { response?: Record<string, unknown>; security?: unknown }

/** Operation keys starting with `x-` reach the document as they are; finishDocument moves this one. */
export const MULTIPART_BODY_KEY = 'x-multipart-body'

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Left out of the per-IP rate limit (plugins/rate-limit.ts): probes must always answer. */
const UNLIMITED = new Set(['/api/health', '/api/ready'])

function guardOfRoute(route: RouteOptions): TGuard | undefined {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat()
  return hooks.map(guardOf).find((guard) => guard !== undefined)
}

/**
 * The statuses every route of a kind can answer, whatever it does: a bad path, query or body (400),
 * no or a dead token (401), the wrong kind of user (403), an unknown id (404), a body too large or
 * of a type the route does not read (413, 415), the rate limit (429), the database down (503).
 */
function commonStatuses(route: RouteOptions, schema: TRouteSchema, guard: TGuard | undefined) {
  const method = [route.method].flat()[0] ?? 'GET'
  const hasBody = BODY_METHODS.has(method)
  const hasInput = Boolean(schema.params || schema.querystring || schema.body || schema.multipart) || hasBody
  return [
    hasInput && 400,
    guard && 401,
    guard?.userTypes && 403,
    (schema.params || route.url.includes(':')) && 404,
    hasBody && 413,
    hasBody && 415,
    !UNLIMITED.has(route.url) && 429,
    503,
  ].filter((status): status is number => typeof status === 'number')
}

/** `POST /api/bookings/:id/approve/` → `postBookingsByIdApprove`: stable, unique per method and path. */
export function operationIdOf(method: string, url: string) {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_.]/))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  return `${method.toLowerCase()}${words.join('')}`
}

/**
 * The swagger transform: the zod schemas become JSON Schema (fastify-type-provider-zod), then the
 * operation gets what the route does but its schema does not say: its security (from the auth
 * guard among its hooks), the error statuses it can answer, its multipart form, an operationId,
 * and no content for answers declared `z.null()` (204, 304).
 */
export function routeTransform(input: TTransformInput) {
  const route = (input as TTransformInput & { route: RouteOptions }).route
  const schema = (input.schema ?? {}) as TRouteSchema
  if (schema.hide) return jsonSchemaTransform(input)
  const guard = guardOfRoute(route)
  const declared = schema.response ?? {}
  const errors = Object.fromEntries(commonStatuses(route, schema, guard).map((status) => [status, ZApiError]))
  const { multipart, rawAnswers, ...rest } = schema
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { ...rest, response: { ...errors, ...declared } },
  })
  const out = transformed.schema as Record<string, unknown> & { response: Record<string, unknown> }
  for (const [status, response] of Object.entries(declared)) {
    if (response instanceof z.ZodNull) out.response[status] = { type: 'null', description: 'No content' }
  }
  for (const [status, answer] of Object.entries(rawAnswers ?? {})) {
    const content = { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } }
    // Headers as JSON Schema properties: @fastify/swagger moves each one's type under `schema`.
    const headers = Object.entries(answer.headers ?? {}).map(([name, header]) => [
      name,
      { description: header.description, type: header.type },
    ])
    out.response[status] = {
      description: answer.description,
      content,
      ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
    }
  }
  const method = [route.method].flat()[0] ?? 'GET'
  out.operationId ??= operationIdOf(method, route.url)
  out.security ??= guard ? [{ bearer: [] }] : []
  if (multipart) out[MULTIPART_BODY_KEY] = multipartRequestBody(multipart)
  return transformed
}
