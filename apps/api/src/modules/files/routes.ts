import { ZApiError, ZFileLink } from '@demeure/shared'
import { verificationEndpoints } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { TDeps } from '../../deps.ts'
import { AppError, forbidden, notFound } from '../../lib/app-error.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentAuth } from '../../plugins/auth.ts'
import { createFilesRepository } from './repository.ts'
import { createFileLinks } from './signed-links.ts'

/**
 * Private files: the owner or an admin asks for a link; the link itself streams the file. The host a
 * rental agreement was sent to gets no link: they see the documents watermarked, in the page only
 * (GET /api/bookings/{id}/documents/{file}/view/), so they never hold a copy.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  const files = createFilesRepository(deps.db)
  const links = createFileLinks(deps.config.jwtSecret)
  const tags = ['Files']

  route(
    app,
    verificationEndpoints.fileLink,
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'A signed link to a private file',
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: ZFileLink, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const { user } = currentAuth(request)
      const file = await files.findById(request.params.id)
      if (!file) throw notFound()
      if (file.ownerId !== user.id && user.userType !== 'admin') throw forbidden()
      const link = links.create(file.id, deps.clock.now())
      return { url: link.url, expires_at: link.expiresAt.toISOString() }
    },
  )

  route(
    app,
    verificationEndpoints.fileContent,
    {
      schema: {
        summary: 'A private file, through its signed link',
        tags,
        description: 'The file itself, through a signed link from GET /api/files/{id}/ (no login).',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(100) }),
        rawAnswers: { 200: { description: 'The file, with its own content type', contentType: '*/*' } },
        // 200 streams the stored bytes (never serialized; documented by rawAnswers); 403: a forged or expired link.
        response: { 200: z.unknown(), 403: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { expires, signature } = request.query
      if (!links.isValid(id, expires, signature, deps.clock.now())) throw new AppError(403, 'forbidden')
      const file = await files.findById(id)
      const stored = file ? await deps.storage.get(file.storageKey) : null
      if (!file || !stored) throw notFound()
      const asciiName = file.originalName.replace(/[^\w.-]/g, '_')
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `inline; filename="${asciiName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stored.body)
    },
  )
}
