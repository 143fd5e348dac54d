import type { TApiError, TErrorCode } from '@demeure/shared'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { pickLanguage, translate } from '../i18n/index.ts'
import { AppError, type TFieldError } from '../lib/app-error.ts'
import { isDatabaseUnavailable } from '../lib/pg-errors.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Failures also carry `error` (= `message`): the spec's client reads that field on this call. */
    errorText?: boolean
  }
}

/** Fastify's own client errors, mapped to our codes (their texts are English-only and internal). */
const FASTIFY_CODES: Record<string, { status: number; code: TErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_json' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'payload_too_large' },
  FST_PARTS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_FILES_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_FIELDS_LIMIT: { status: 413, code: 'payload_too_large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_RATE_LIMIT: { status: 429, code: 'rate_limited' },
}

function body(
  request: FastifyRequest,
  code: TErrorCode,
  fields?: Record<string, TFieldError>,
  params = {},
): TApiError {
  const message = request.t(`error.${code}.message`, params)
  const answer: TApiError = { code, message, detail: request.t(`error.${code}.detail`, params) }
  if (request.routeOptions.config.errorText) answer.error = message
  if (fields && Object.keys(fields).length > 0) {
    answer.fields = Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, request.t(field.key, field.params)]),
    )
  }
  return answer
}

function send(reply: FastifyReply, status: number, payload: TApiError) {
  return reply.status(status).type('application/json; charset=utf-8').send(payload)
}

/**
 * One error shape for every failure: `{code, message, detail, fields?}`, localized. Client errors
 * say what to fix; server errors are logged with the request id and never leak internals.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers)
      return send(
        reply,
        error.statusCode,
        body(request, error.code, error.options.fields, error.options.params),
      )
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, TFieldError> = {}
      for (const item of error.validation) {
        const name = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        const params = item.params as { minimum?: unknown; maximum?: unknown; keys?: string[] }
        const targets = item.keyword === 'unrecognized_keys' && params.keys ? params.keys : [name]
        for (const target of targets) {
          fields[target] ??= {
            key: item.message ?? 'validation.invalid',
            params: {
              ...(params.minimum !== undefined && { min: Number(params.minimum) }),
              ...(params.maximum !== undefined && { max: Number(params.maximum) }),
            },
          }
        }
      }
      return send(reply, 400, body(request, 'validation_error', fields))
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined
    if (known) {
      const params = known.code === 'payload_too_large' ? { max: '1 MB' } : {}
      return send(reply, known.status, body(request, known.code, undefined, params))
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error without a mapping')
      return send(reply, error.statusCode, body(request, 'validation_error'))
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return send(reply.header('retry-after', '5'), 503, body(request, 'service_unavailable'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return send(reply, 500, body(request, 'internal_error'))
  })
})

/** An error answered outside a route's own throw, in the one shape and the reader's language. */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, code: TErrorCode) {
  return send(reply, status, body(request, code))
}

/** The JSON 404 for unknown API paths (the web plugin decides what other paths get). */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 404, 'not_found')
}

/**
 * Fastify's router refuses some paths before any hook runs: a malformed escape (`/api/x/%zz/`) or a
 * path parameter past its length limit. Those answered Fastify's own English body (echoing the
 * path, with a 414 no route documents); they get the localized 400 of any bad path value instead.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook has run yet, so the request has no language or translator of its own.
  const language = pickLanguage(request.headers['accept-language'])
  request.log.info({ code: error.code }, 'path refused by the router')
  return send(reply, 400, {
    code: 'validation_error',
    message: translate(language, 'error.validation_error.message'),
    detail: translate(language, 'error.validation_error.detail'),
  })
}
