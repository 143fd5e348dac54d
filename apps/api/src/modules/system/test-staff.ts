import { hiddenRoutes } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { TDb } from '../../db/client.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentAuth } from '../../plugins/auth.ts'
import { createAccounts } from '../users/index.ts'

/**
 * Registered only with TEST_CLOCK_CONTROL (end-to-end tests, never in production): makes the signed-in
 * caller staff, so a browser test can drive the staff area with an account of its own instead of the
 * demo data's (no other call makes staff: staff accounts are made in the database).
 */
export const testStaffRoutes: FastifyPluginAsyncZod<{ db: TDb }> = async (app, { db }) => {
  route(
    app,
    hiddenRoutes.testStaff,
    { schema: { hide: true }, preHandler: app.requireUser },
    async (request, reply) => {
      await createAccounts(db).makeStaff(currentAuth(request).user.id)
      return reply.code(204).send()
    },
  )
}
