import { todayInMontreal } from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import type { TUserRow } from '../users/index.ts'
import { hostBookingFigures } from './host-figures.ts'
import { createListingsRepository } from './repository.ts'

/** The co-host dashboard. */
export function createHostDashboard(deps: TDeps) {
  const { db, clock } = deps
  const listings = createListingsRepository(db)
  return {
    /** Real figures for the co-host dashboard: listings by status, reserved dates, stays and money. */
    async dashboardFor(host: TUserRow) {
      const today = todayInMontreal(clock.now())
      const counts = await listings.countByStatusForHost(host.id)
      const byStatus = { pending_review: 0, published: 0, rejected: 0 }
      for (const { status, n } of counts)
        if (status in byStatus) byStatus[status as keyof typeof byStatus] = n
      const upcoming = await listings.upcomingReservedForHost(host.id, today, 10)
      return {
        ...(await hostBookingFigures(db, host.id, today)),
        listings: byStatus,
        upcoming_reserved: upcoming.map((period) => ({
          property_id: period.propertyId,
          title: period.title,
          title_fr: period.titleFr ?? '',
          availability_id: period.availabilityId,
          start_date: period.startDate,
          end_date: period.endDate,
        })),
      }
    },
  }
}
