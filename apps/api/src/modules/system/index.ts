import type { TDeps } from '../../deps.ts'
import type { TMovableClock } from '../../lib/clock.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TScheduledWork } from '../jobs/periodic-work.ts'
import { systemRoutes } from './routes.ts'
import { testClockRoutes } from './test-clock.ts'

/** Health and readiness (`isAccepting` turns false while the process drains). */
export function createSystemModule(deps: TDeps, isAccepting: () => boolean) {
  return { routes: moduleRoutes(systemRoutes, { db: deps.db, config: deps.config, isAccepting }) }
}

/** The clock a test or a demo moves by hand (TEST_CLOCK_CONTROL only), which runs the periodic work. */
export function createTestClockModule(clock: TMovableClock, scheduler: TScheduledWork) {
  return { routes: moduleRoutes(testClockRoutes, { clock, scheduler }) }
}
