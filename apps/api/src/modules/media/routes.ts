import type { FastifyPluginAsync } from 'fastify'
import { isSafeKey, PUBLIC_PREFIX, type TStorage } from '../../plugins/storage/index.ts'

/** Public files (avatars, listing photos) from whichever storage is configured. Private keys never match. */
export const mediaRoutes: FastifyPluginAsync<{ storage: TStorage }> = async (app, { storage }) => {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const rest = (request.params as { '*': string })['*']
    const key = `${PUBLIC_PREFIX}${rest}`
    const file = isSafeKey(key) ? await storage.get(key) : null
    if (!file) return reply.callNotFound()
    reply.header('cache-control', 'public, max-age=31536000, immutable')
    reply.header('x-content-type-options', 'nosniff')
    if (file.size !== undefined) reply.header('content-length', file.size)
    return reply.type(file.contentType ?? 'application/octet-stream').send(file.body)
  })
}
