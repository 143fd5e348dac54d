import { hiddenRoutes } from '@demeure/shared/zod-free'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { TMovableClock } from '../../lib/clock.ts'
import { route } from '../../lib/endpoint-route.ts'
import type { TScheduledWork } from '../jobs/index.ts'

/**
 * Registered only with TEST_CLOCK_CONTROL (end-to-end tests): moves the server's clock forward and
 * runs the scheduler at once, as if that time had passed. `advance_days: 0` just runs the scheduler;
 * `reset` returns to real time so later tests are not shifted.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{
  clock: TMovableClock
  scheduler: TScheduledWork
}> = async (app, { clock, scheduler }) => {
  route(
    app,
    hiddenRoutes.testClock,
    {
      schema: {
        hide: true,
        body: z.strictObject({
          advance_days: z.number().int().min(0).max(400).default(0),
          /** Back to real time (the stays already moved on keep their status). */
          reset: z.boolean().default(false),
        }),
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      if (request.body.reset) clock.set(new Date())
      clock.advance(request.body.advance_days * 86_400_000)
      await scheduler.tick()
      return { now: clock.now().toISOString() }
    },
  )
}
