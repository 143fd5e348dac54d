import { ZAccountDelete, ZPrivacyOfficer } from '@demeure/shared'
import { accountEndpoints, contentEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TPrivacyService } from './service.ts'

/** The person's copy of their data, and the deletion of their account. */
export const privacyRoutes: FastifyPluginAsyncZod<{
  service: TPrivacyService
  officerEmail: string
}> = async (app, { service, officerEmail }) => {
  const tags = ['Accounts']

  route(
    app,
    contentEndpoints.privacyOfficer,
    {
      schema: {
        summary: 'The person in charge of personal information',
        tags,
        description: 'Their contact e-mail (PRIVACY_OFFICER_EMAIL), shown on the privacy page.',
        response: { 200: ZPrivacyOfficer },
      },
    },
    async () => ({ email: officerEmail }),
  )

  route(
    app,
    accountEndpoints.exportData,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Download my data',
        tags,
        description:
          'Everything stored about the signed-in person, as one JSON file: profile, stays, messages, reviews, listings, payments and receipts, documents (their list) and who viewed the rental documents.',
        rawAnswers: { 200: { description: 'The JSON export, as a file', contentType: 'application/json' } },
        // 200 is a JSON file sent as is (documented by rawAnswers).
        response: { 200: z.unknown(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const data = await service.exportFor(currentAuth(request).user)
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="demeure-data-${data.exported_at.slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2))
    },
  )

  route(
    app,
    accountEndpoints.deleteAccount,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Delete my account',
        tags,
        description:
          'With the password. Refused (409) while a paid stay is under way or still to come. Personal information is deleted; stays, payments and payouts are kept for accounting, anonymized.',
        body: ZAccountDelete,
        response: { 204: z.null(), ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      await service.deleteAccount(currentAuth(request).user, request.body)
      return reply.status(204).send(null)
    },
  )
}
