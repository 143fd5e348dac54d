import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { finishDocument } from './openapi/finish-document.ts'
import { routeTransform } from './openapi/route-transform.ts'

/**
 * The OpenAPI document (served at /api/docs/json) is generated from the same zod schemas that
 * validate requests; routeTransform adds what the routes do beyond their schemas (security, the
 * statuses every route can answer, multipart forms). `npm test` lints it with Redocly. The refresh
 * cookie's name comes from the auth module through core.ts, since a plugin imports no module.
 */
export const openapiPlugin = fp<{ refreshCookie: string }>(async (app, { refreshCookie }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Demeure API',
        description: 'Furnished monthly rentals in Montreal. Errors are {code, message, detail, fields?}.',
        version: '1.0.0',
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: refreshCookie },
        },
      },
    },
    transform: routeTransform,
    transformObject: finishDocument,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
})
