import { todayInMontreal } from '@demeure/shared'
import type { TUserRow } from '../../db/schema/index.ts'
import type { TDeps } from '../../deps.ts'
import { notFound } from '../../lib/app-error.ts'
import { createListingsRepository } from './repository.ts'
import { publicDetailOf } from './wire.ts'

/** Published listings as guests see them, and as other modules (bookings, visits, messaging) check them. */
export function createPublicListings(deps: TDeps) {
  const { clock } = deps
  const listings = createListingsRepository(deps.db)
  return {
    /** The row of a published listing, or 404. */
    async publishedRow(id: number) {
      const row = await listings.findById(id)
      if (row?.status !== 'published') throw notFound()
      return row
    },

    /**
     * Listings in any status with their card photos, by id: what a saved home shows once it left
     * the catalogue (archived, back in review), when the search read model no longer has it.
     */
    async withCardPhotos(ids: number[]) {
      const [rows, photos] = await Promise.all([listings.findByIds(ids), listings.photosOf(ids)])
      return rows.map((row) => ({
        row,
        cardKeys: photos.filter((photo) => photo.propertyId === row.id).map((photo) => photo.cardKey),
      }))
    },

    /** A published listing as guests see it: periods and reserved dates from today on. */
    async publicDetail(id: number) {
      const row = await listings.findById(id)
      if (row?.status !== 'published') throw notFound()
      const today = todayInMontreal(clock.now())
      const [photos, periods, hosts] = await Promise.all([
        listings.photosOf([row.id]),
        listings.availabilitiesOf([row.id]),
        listings.hostsOf([row.hostId]),
      ])
      return publicDetailOf({ row, photos, periods, host: hosts[0] as TUserRow }, today)
    },
  }
}
