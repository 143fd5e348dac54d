import { type TLanguage, type TVisit, ZVisit, ZVisitListQuery, ZVisitWrite, zPage } from '@demeure/shared'
import { bookingEndpoints, type TEndpoint } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses, idParams } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TUserRow } from '../users/index.ts'
import type { TVisitsService } from './service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)

export const visitsRoutes: FastifyPluginAsyncZod<{ service: TVisitsService }> = async (app, { service }) => {
  const tags = ['Visits']
  route(
    app,
    bookingEndpoints.requestVisit,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Ask to visit a place',
        tags,
        body: ZVisitWrite,
        response: { 201: ZVisit, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.request(currentAuth(request).user, request.body, request.language)),
  )
  route(
    app,
    bookingEndpoints.visits,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'My visits',
        tags,
        querystring: ZVisitListQuery,
        response: { 200: zPage(ZVisit), ...errors },
      },
    },
    async (request) =>
      pageEnvelope(
        await service.list(currentAuth(request).user, request.query, request.language),
        request.url,
      ),
  )
  const action = (
    endpoint: TEndpoint,
    summary: string,
    run: (user: TUserRow, id: number, language: TLanguage) => Promise<TVisit>,
  ) =>
    route(
      app,
      endpoint,
      {
        preHandler: app.requireUser,
        schema: { summary, tags, params: idParams, response: { 200: ZVisit, ...errors } },
      },
      async (request) => run(currentAuth(request).user, request.params.id, request.language),
    )
  action(bookingEndpoints.acceptVisit, 'Accept a visit request (host)', (user, id, language) =>
    service.answer(user, id, 'accepted', language),
  )
  action(bookingEndpoints.declineVisit, 'Decline a visit request (host)', (user, id, language) =>
    service.answer(user, id, 'declined', language),
  )
  action(bookingEndpoints.cancelVisit, 'Cancel a visit', (user, id, language) =>
    service.cancel(user, id, language),
  )
}
