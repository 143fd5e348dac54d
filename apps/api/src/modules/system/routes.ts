import { ZApiError, ZHealth, ZPublicConfig } from '@demeure/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pingDatabase, type TDb } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'

export const systemRoutes: FastifyPluginAsyncZod<{ db: TDb; googleClientId: string | undefined }> = async (
  app,
  { db, googleClientId },
) => {
  app.get(
    '/api/health',
    { schema: { tags: ['System'], response: { 200: ZHealth, 503: ZApiError } } },
    async (request) => {
      try {
        await pingDatabase(db)
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable')
        throw new AppError(503, 'service_unavailable')
      }
      return { status: 'ok' as const, database: 'up' as const }
    },
  )

  /** What the web app needs to know about this server's optional features. */
  app.get('/api/config/', { schema: { tags: ['System'], response: { 200: ZPublicConfig } } }, async () => ({
    google_client_id: googleClientId ?? null,
  }))
}
