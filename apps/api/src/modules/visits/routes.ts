import { type TLanguage, type TVisit, ZVisit, ZVisitListQuery, ZVisitWrite, zPage } from '@demeure/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses, idParams } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TUserRow } from '../users/index.ts'
import type { TVisitsService } from './service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)

export const visitsRoutes: FastifyPluginAsyncZod<{ service: TVisitsService }> = async (app, { service }) => {
  const tags = ['Visits']
  app.post(
    '/api/visits/',
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
  app.get(
    '/api/visits/',
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
    name: string,
    summary: string,
    run: (user: TUserRow, id: number, language: TLanguage) => Promise<TVisit>,
  ) =>
    app.post(
      `/api/visits/:id/${name}/`,
      {
        preHandler: app.requireUser,
        schema: { summary, tags, params: idParams, response: { 200: ZVisit, ...errors } },
      },
      async (request) => run(currentAuth(request).user, request.params.id, request.language),
    )
  action('accept', 'Accept a visit request (host)', (user, id, language) =>
    service.answer(user, id, 'accepted', language),
  )
  action('decline', 'Decline a visit request (host)', (user, id, language) =>
    service.answer(user, id, 'declined', language),
  )
  action('cancel', 'Cancel a visit', (user, id, language) => service.cancel(user, id, language))
}
