import {
  ZModerationActionRequest,
  ZReport,
  ZReportCreate,
  ZStaffReport,
  ZStaffReportQuery,
  zPage,
} from '@demeure/shared'
import { messagingEndpoints, staffEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import { errorResponses, idParams, writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TReportsService } from './service.ts'

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: TReportsService }> = async (
  app,
  { reports },
) => {
  route(
    app,
    messagingEndpoints.report,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Report a listing, a message or a user',
        description:
          'One open report per reporter and target: sending it again answers 200 with the open report.',
        tags: ['Reports'],
        body: ZReportCreate,
        response: { 200: ZReport, 201: ZReport, ...writeErrors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { report, isNew } = await reports.create(currentAuth(request).user, request.body)
      return reply.status(isNew ? 201 : 200).send(report)
    },
  )

  const staff = { preHandler: app.requireUserType('admin') }
  route(
    app,
    staffEndpoints.reports,
    {
      ...staff,
      schema: {
        summary: 'The moderation queue',
        tags: ['Staff'],
        querystring: ZStaffReportQuery,
        response: { 200: zPage(ZStaffReport), ...writeErrors },
      },
    },
    async (request) => {
      const { status, page, page_size } = request.query
      return pageEnvelope(await reports.listForStaff(status, page, page_size), request.url)
    },
  )

  route(
    app,
    staffEndpoints.reportAction,
    {
      ...staff,
      schema: {
        summary: 'Act on a report',
        tags: ['Staff'],
        params: idParams,
        body: ZModerationActionRequest,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await reports.act(currentAuth(request).user, request.params.id, request.body)
      return reply.status(204).send(null)
    },
  )
}
