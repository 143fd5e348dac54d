import {
  ZExtensionBody,
  ZExtensionQuote,
  ZExtensionQuoteQuery,
  ZStayExtension,
  ZStayExtensions,
  zId,
} from '@demeure/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParams, writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TExtensionsService } from './service.ts'

const extensionParams = z.object({ id: zId(), extId: zId() })

export const extensionsRoutes: FastifyPluginAsyncZod<{ service: TExtensionsService }> = async (
  app,
  { service },
) => {
  const signedIn = { preHandler: app.requireUser }
  const tags = ['Renting']

  app.get(
    '/api/bookings/:id/extensions/',
    {
      ...signedIn,
      schema: {
        summary: "A stay's extension requests",
        tags,
        params: idParams,
        response: { 200: ZStayExtensions, ...writeErrors },
      },
    },
    async (request) => service.list(currentAuth(request).user, request.params.id),
  )

  app.get(
    '/api/bookings/:id/extensions/quote/',
    {
      // Signed out is a 401 before its required query is read (a 400 would tell a stranger the route's rules).
      preValidation: app.requireUser,
      schema: {
        summary: 'Price an extension of my stay',
        description:
          'The added months at the stay’s locked monthly rent, extra days at rent ÷ 30; no service fee.',
        tags,
        params: idParams,
        querystring: ZExtensionQuoteQuery,
        response: { 200: ZExtensionQuote, ...writeErrors },
      },
    },
    async (request) => service.quote(currentAuth(request).user, request.params.id, request.query.check_out),
  )

  app.post(
    '/api/bookings/:id/extensions/',
    {
      ...signedIn,
      schema: {
        summary: 'Ask to extend my stay',
        tags,
        params: idParams,
        body: ZExtensionBody,
        response: { 201: ZStayExtension, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.request(currentAuth(request).user, request.params.id, request.body.check_out)),
  )

  const actions = {
    accept: 'Accept an extension (host)',
    decline: 'Decline an extension (host)',
    cancel: 'Withdraw my extension request',
  }
  for (const action of ['accept', 'decline', 'cancel'] as const) {
    app.post(
      `/api/bookings/:id/extensions/:extId/${action}/`,
      {
        ...signedIn,
        schema: {
          summary: actions[action],
          tags,
          params: extensionParams,
          response: { 200: ZStayExtension, ...writeErrors },
        },
      },
      async (request) => service[action](currentAuth(request).user, request.params.id, request.params.extId),
    )
  }
}
