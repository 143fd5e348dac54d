import {
  type TAvailabilityWrite,
  todayInMontreal,
  type ZAvailabilityUpdate,
  type ZAvailabilityWrite,
} from '@demeure/shared'
import type { z } from 'zod'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, notFound } from '../../lib/app-error.ts'
import type { TUserRow } from '../users/index.ts'
import { createListingsRepository } from './repository.ts'
import type { TListingsService } from './service.ts'
import { toAvailabilityWire } from './wire.ts'

export type { TAvailabilityWrite }

/** Availability periods and reserved dates (is_available false), managed by the listing's host. */
export function createAvailabilitiesService(deps: TDeps, listings: TListingsService) {
  const repo = createListingsRepository(deps.db)

  async function owned(user: TUserRow, id: number) {
    const period = await repo.findAvailability(id)
    if (!period) throw notFound()
    await listings.ownedBy(user, period.propertyId)
    // Imported dates are replaced at each sync of their calendar: an edit here would not last.
    if (period.calendarFeedId !== null) throw conflict({ start_date: { key: 'calendar.importedReadOnly' } })
    return period
  }

  return {
    async create(user: TUserRow, input: z.output<typeof ZAvailabilityWrite>) {
      const listing = await listings.ownedBy(user, input.property)
      if ((input.start_date as string) < todayInMontreal(deps.clock.now())) {
        throw badRequest({ start_date: { key: 'listing.startPast' } })
      }
      const [row] = await inTransaction(deps.db, async (tx) => {
        const rows = await createListingsRepository(tx).insertAvailabilities([
          {
            propertyId: listing.id,
            startDate: input.start_date as string,
            endDate: input.end_date as string,
            isAvailable: input.is_available,
            pricePerMonthCents: input.price_per_month ?? null,
          },
        ])
        await listings.searchIndex.refresh(tx, listing.id)
        return rows
      })
      if (!row) throw new Error('insert returned no row')
      return { ...toAvailabilityWire(row), property: listing.id }
    },

    async update(user: TUserRow, id: number, input: z.output<typeof ZAvailabilityUpdate>) {
      const period = await owned(user, id)
      const row = await inTransaction(deps.db, async (tx) => {
        const updated = await createListingsRepository(tx).updateAvailability(id, {
          startDate: input.start_date as string,
          endDate: input.end_date as string,
          ...(input.is_available !== undefined && { isAvailable: input.is_available }),
          ...(input.price_per_month !== undefined && { pricePerMonthCents: input.price_per_month }),
        })
        await listings.searchIndex.refresh(tx, period.propertyId)
        return updated
      })
      if (!row) throw notFound()
      return { ...toAvailabilityWire(row), property: row.propertyId }
    },

    async remove(user: TUserRow, id: number) {
      const period = await owned(user, id)
      await inTransaction(deps.db, async (tx) => {
        await createListingsRepository(tx).deleteAvailability(id)
        await listings.searchIndex.refresh(tx, period.propertyId)
      })
    },
  }
}
export type TAvailabilitiesService = ReturnType<typeof createAvailabilitiesService>
