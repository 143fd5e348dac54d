import { WATCH_REASONS, ZPageQuery, ZWatchedAccount, zPage } from '@demeure/shared'
import { staffEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import type { TWatchedAccountsService } from './service.ts'

export const newAccountsRoutes: FastifyPluginAsyncZod<{ service: TWatchedAccountsService }> = async (
  app,
  { service },
) => {
  route(
    app,
    staffEndpoints.watchedAccounts,
    {
      preHandler: app.requireUserType('admin'),
      schema: {
        summary: 'New accounts that contacted many hosts or created many listings in their first day',
        tags: ['Staff'],
        querystring: ZPageQuery.extend({ reason: z.enum(WATCH_REASONS).optional() }),
        response: { 200: zPage(ZWatchedAccount), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      pageEnvelope(
        await service.list(request.query.reason, request.query.page, request.query.page_size),
        request.url,
      ),
  )
}
