import {
  ZExtensionBody,
  ZExtensionQuote,
  ZExtensionQuoteQuery,
  ZStayExtension,
  ZStayExtensions,
  zId,
} from '@demeure/shared'
import { stayEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
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

  route(
    app,
    stayEndpoints.extensions,
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

  route(
    app,
    stayEndpoints.extensionQuote,
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

  route(
    app,
    stayEndpoints.askExtension,
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
    accept: { endpoint: stayEndpoints.acceptExtension, summary: 'Accept an extension (host)' },
    decline: { endpoint: stayEndpoints.declineExtension, summary: 'Decline an extension (host)' },
    cancel: { endpoint: stayEndpoints.cancelExtension, summary: 'Withdraw my extension request' },
  }
  for (const action of ['accept', 'decline', 'cancel'] as const) {
    route(
      app,
      actions[action].endpoint,
      {
        ...signedIn,
        schema: {
          summary: actions[action].summary,
          tags,
          params: extensionParams,
          response: { 200: ZStayExtension, ...writeErrors },
        },
      },
      async (request) => service[action](currentAuth(request).user, request.params.id, request.params.extId),
    )
  }
}
