import type { FastifyPluginAsync } from 'fastify'
import type { TDb } from '../../db/client.ts'
import type { TDeps } from '../../deps.ts'
import type { TMovableClock } from '../../lib/clock.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TScheduledWork } from '../jobs/index.ts'
import { systemRoutes } from './routes.ts'
import { testClockRoutes } from './test-clock.ts'
import { testStaffRoutes } from './test-staff.ts'

/** Health and readiness (`isAccepting` turns false while the process drains). */
export function createSystemModule(deps: TDeps, isAccepting: () => boolean) {
  return { routes: moduleRoutes(systemRoutes, { db: deps.db, config: deps.config, isAccepting }) }
}

/**
 * What end-to-end tests control by hand (TEST_CLOCK_CONTROL only): the clock, which runs the periodic
 * work, and a staff account of their own.
 */
export function createTestControlsModule(db: TDb, clock: TMovableClock, scheduler: TScheduledWork) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(moduleRoutes(testClockRoutes, { clock, scheduler }))
    await app.register(moduleRoutes(testStaffRoutes, { db }))
  }
  return { routes }
}
