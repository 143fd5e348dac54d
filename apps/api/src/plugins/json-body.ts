import type { FastifyInstance } from 'fastify'

/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), except that an empty body is no
 * body rather than an error: the spec's client sends `Content-Type: application/json` on every
 * request that is not a form, DELETE and body-less POSTs included. A route that needs a body still
 * refuses the missing one with its field-by-field 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'ignore')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined)
    return parseJson(request, body as string, done)
  })
}
