import { ZApiError, ZLease, ZLeaseHostFields, ZLeaseSignBody } from '@demeure/shared'
import { stayEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { errorResponses, idParams, writeErrors } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import { leasePdf, leasePdfName } from './pdf.ts'
import type { TRenewalsService } from './renewals.ts'
import type { TLeasesService } from './service.ts'

/** The lease of a stay: read, the host's sections F and G, signing, the PDF, notice of non-renewal. */
export const leasesRoutes: FastifyPluginAsyncZod<{
  service: TLeasesService
  renewals: TRenewalsService
}> = async (app, { service, renewals }) => {
  const signedIn = { preHandler: app.requireUser }
  const tags = ['Renting']

  route(
    app,
    stayEndpoints.lease,
    {
      ...signedIn,
      schema: {
        summary: 'The lease of a stay',
        description: 'For the renter, the host and staff; anyone else gets a 404. The text is French first.',
        tags,
        params: idParams,
        response: { 200: ZLease, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => service.get(currentAuth(request).user, request.params.id),
  )

  route(
    app,
    stayEndpoints.fillLease,
    {
      ...signedIn,
      schema: {
        summary: 'Confirm sections F and G of the lease (host)',
        description: 'Changing the text voids the signatures already given: both sign again.',
        tags,
        params: idParams,
        body: ZLeaseHostFields,
        response: { 200: ZLease, ...writeErrors },
      },
    },
    async (request) => service.setHostFields(currentAuth(request).user, request.params.id, request.body),
  )

  route(
    app,
    stayEndpoints.signLease,
    {
      ...signedIn,
      schema: {
        summary: 'Sign the lease',
        description: 'The typed name must be the signer’s name; the SHA-256 of the text signed is stored.',
        tags,
        params: idParams,
        body: ZLeaseSignBody,
        response: { 200: ZLease, ...writeErrors },
      },
    },
    async (request) =>
      service.sign(currentAuth(request).user, request.params.id, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  )

  route(
    app,
    stayEndpoints.leaseNotice,
    {
      ...signedIn,
      schema: {
        summary: 'Give notice of non-renewal (renter)',
        description:
          'Only within the notice window (art. 1946 C.c.Q.); the stay then ends on the term’s end.',
        tags,
        params: idParams,
        response: { 200: ZLease, ...writeErrors },
      },
    },
    async (request) => {
      const user = currentAuth(request).user
      await renewals.giveNotice(user, request.params.id)
      return service.get(user, request.params.id)
    },
  )

  route(
    app,
    stayEndpoints.leasePdf,
    {
      ...signedIn,
      schema: {
        summary: 'The lease as a PDF',
        tags,
        params: idParams,
        rawAnswers: {
          200: { description: 'The lease, French then English', contentType: 'application/pdf' },
        },
        response: { 200: z.unknown(), 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const lease = await service.forPdf(currentAuth(request).user, request.params.id)
      const body = await leasePdf(lease.document, lease.lease.documentSha256, lease.signatures)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${leasePdfName(lease.stay.id)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body)
    },
  )
}
