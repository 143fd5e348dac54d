import { type THostDashboard, todayInMontreal } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import type { TDeps } from '../../deps.ts'
import type { TUserRow } from '../users/index.ts'
import { createListingsRepository } from './repository.ts'

/**
 * The dashboard's stay and money figures: the bookings module's (its stays and ledger), asked
 * through this port that app.ts fills in, since bookings imports listings (decision 029).
 */
export type THostBookingFigures = (
  db: TDb,
  hostId: string,
  today: string,
) => Promise<Omit<THostDashboard, 'listings' | 'upcoming_reserved'>>

/** The co-host dashboard. */
export function createHostDashboard(deps: TDeps, hostBookingFigures: THostBookingFigures) {
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
