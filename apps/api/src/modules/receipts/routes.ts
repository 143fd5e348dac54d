import { ZApiError, ZReceipt } from '@demeure/shared'
import { moneyEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { route } from '../../lib/endpoint-route.ts'
import { errorResponses } from '../../lib/route-schemas.ts'
import { currentAuth } from '../../plugins/auth.ts'
import type { TReceiptsService } from './service.ts'

const params = z.object({ id: z.uuid() })
const errors = errorResponses(400, 401, 404)

/** A payment's, refund's or payout's receipt: as JSON for the web page, and as a PDF to keep. */
export const receiptsRoutes: FastifyPluginAsyncZod<{ service: TReceiptsService }> = async (
  app,
  { service },
) => {
  const signedIn = { preHandler: app.requireUser }
  const tags = ['Renting']

  route(
    app,
    moneyEndpoints.receipt,
    {
      ...signedIn,
      schema: {
        summary: 'A receipt',
        description:
          'The receipt of one ledger entry (payment, refund or payout), for its own user or staff, in the reader’s language.',
        tags,
        params,
        response: { 200: ZReceipt, ...errors },
      },
    },
    async (request) => service.receipt(currentAuth(request).user, request.params.id, request.language),
  )

  route(
    app,
    moneyEndpoints.receiptPdf,
    {
      ...signedIn,
      schema: {
        summary: 'A receipt as a PDF',
        tags,
        params,
        rawAnswers: { 200: { description: 'The receipt', contentType: 'application/pdf' } },
        // 200 sends the PDF's bytes (never serialized; documented by rawAnswers).
        response: { 200: z.unknown(), 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const pdf = await service.pdf(currentAuth(request).user, request.params.id, request.language)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf.body)
    },
  )
}
