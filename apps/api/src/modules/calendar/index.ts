import type { TDeps } from '../../deps.ts'
import { moduleRoutes } from '../../lib/module-routes.ts'
import { MINUTE } from '../jobs/index.ts'
import type { TListingsService } from '../listings/index.ts'
import { createCalendarExport } from './export-feed.ts'
import { createFeedSync } from './feed-sync.ts'
import { calendarRoutes } from './routes.ts'
import { createCalendarService } from './service.ts'

/** Calendar sync wired once: the host's service, the public export and the periodic import. */
export function createCalendarModule(deps: TDeps, listings: TListingsService, log: (error: unknown) => void) {
  const sync = createFeedSync(deps, listings.searchIndex, log)
  const service = createCalendarService(deps, listings, sync)
  const exportCalendar = createCalendarExport(deps)
  // Each feed carries its own next sync time (15 minutes plus jitter); the minute's job claims the due ones.
  deps.jobs.periodic('calendar.sync', MINUTE, () => sync.syncDueFeeds(deps.clock.now()))
  return {
    service,
    exportCalendar,
    routes: moduleRoutes(calendarRoutes, { service, exportCalendar }),
  }
}
