import { ZApiError, ZPageQuery, ZReview, ZReviewReply, ZReviewWrite, zPage } from '@demeure/shared'
import { listingEndpoints, messagingEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses, idParams } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TReviewsService } from './service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)

export const reviewsRoutes: FastifyPluginAsyncZod<{ service: TReviewsService }> = async (
  app,
  { service },
) => {
  const tags = ['Reviews']
  route(
    app,
    listingEndpoints.reviews,
    {
      schema: {
        summary: "A listing's reviews",
        tags,
        params: idParams,
        querystring: ZPageQuery,
        response: { 200: zPage(ZReview), 400: ZApiError },
      },
    },
    async (request) =>
      pageEnvelope(
        await service.list(request.params.id, request.query.page, request.query.page_size),
        request.url,
      ),
  )
  route(
    app,
    messagingEndpoints.addReview,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Review a stay',
        tags,
        body: ZReviewWrite,
        response: { 201: z.object({ id: z.number(), booking: z.number(), rating: z.number() }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(currentAuth(request).user, request.body)),
  )
  route(
    app,
    messagingEndpoints.replyToReview,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Answer a review',
        tags,
        params: idParams,
        body: ZReviewReply,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.reply(currentAuth(request).user, request.params.id, request.body.reply)
      return reply.status(204).send(null)
    },
  )
}
