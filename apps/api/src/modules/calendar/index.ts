import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import type { TListingsService } from '../listings/service.ts'
import { createCalendarExport } from './export-feed.ts'
import { createFeedSync } from './feed-sync.ts'
import { calendarRoutes } from './routes.ts'
import { createCalendarService } from './service.ts'

/** Calendar sync wired once: the host's service, the public export and the periodic import. */
export function createCalendarModule(deps: TDeps, listings: TListingsService, log: (error: unknown) => void) {
  const sync = createFeedSync(deps, listings.searchIndex, log)
  const service = createCalendarService(deps, listings, sync)
  const exportCalendar = createCalendarExport(deps)
  return {
    service,
    exportCalendar,
    routes: moduleRoutes(calendarRoutes, { service, exportCalendar }),
    /** Periodic work (the `calendar.sync` job): claims due feeds, so any caller in any process is safe. */
    syncDueFeeds: () => sync.syncDueFeeds(deps.clock.now()),
  }
}
