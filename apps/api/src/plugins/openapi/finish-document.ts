import { ZApiError } from '@demeure/shared'
import type { SwaggerTransformObject } from '@fastify/swagger'
import { z } from 'zod'
import { MULTIPART_BODY_KEY } from './route-transform.ts'

type TMedia = { schema?: unknown }
type TResponse = { description?: string; content?: Record<string, TMedia> }
type TOperation = Record<string, unknown> & { responses?: Record<string, TResponse> }
type TDocument = {
  paths?: Record<string, Record<string, TOperation>>
  components?: { schemas?: Record<string, unknown> }
}

/** The one error shape, written once in components and referenced by every error response. */
const API_ERROR = z.toJSONSchema(ZApiError, { io: 'output', target: 'openapi-3.0' })
delete API_ERROR.$schema
const API_ERROR_TEXT = JSON.stringify(API_ERROR)
const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' }

/** What each status means in this API, for responses whose schema gives no description of its own. */
const MEANINGS: Record<string, string> = {
  200: 'Done',
  201: 'Created',
  204: 'Done, no content',
  304: 'Not modified',
  400: 'Invalid input: `fields` names each invalid field, with a localized message',
  401: 'Not signed in, or the access token is invalid or expired',
  403: 'Signed in, but not allowed',
  404: 'Not found (or not visible to this user)',
  409: 'Conflicts with the current state',
  413: 'The body or one of its files is too large',
  415: 'The body is of a type this route does not read',
  429: 'Too many requests: see `Retry-After`',
  502: 'An upstream service failed',
  503: 'The database is unavailable: see `Retry-After`',
}

/**
 * The swagger `transformObject`: the last touches swagger's per-route step cannot make. A multipart
 * body keeps its `encoding` and its `required` only when set here (swagger rebuilds request bodies
 * from the schema alone), and default response descriptions become what the status means.
 */
export const finishDocument: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) throw new Error('the document is OpenAPI 3')
  const openapiObject = document.openapiObject as TDocument
  openapiObject.components = {
    ...openapiObject.components,
    schemas: { ...openapiObject.components?.schemas, ApiError: API_ERROR },
  }
  for (const operations of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (operation[MULTIPART_BODY_KEY]) {
        operation.requestBody = operation[MULTIPART_BODY_KEY]
        delete operation[MULTIPART_BODY_KEY]
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response') response.description = MEANINGS[status] ?? 'Answer'
        for (const media of Object.values(response.content ?? {})) {
          if (JSON.stringify(media.schema) === API_ERROR_TEXT) media.schema = API_ERROR_REF
        }
      }
    }
  }
  return openapiObject
}
