import type { TDb } from '../../db/client.ts'
import type { TUserRow } from '../users/index.ts'
import { createListingsRepository } from './repository.ts'
import type { TListingRow } from './tables.ts'
import { toHostListingWire } from './wire.ts'

/** Listings as their host (and staff reviewing them) see them: host, photos, periods, ownership video. */
export async function hostListingsWire(db: TDb, rows: TListingRow[]) {
  const listings = createListingsRepository(db)
  const ids = rows.map((row) => row.id)
  const [hosts, photos, periods] = await Promise.all([
    listings.hostsOf([...new Set(rows.map((row) => row.hostId))]),
    listings.photosOf(ids),
    listings.availabilitiesOf(ids),
  ])
  return Promise.all(
    rows.map(async (row) =>
      toHostListingWire(row, {
        host: hosts.find((host) => host.id === row.hostId) as TUserRow,
        photos: photos.filter((photo) => photo.propertyId === row.id),
        availabilities: periods.filter((period) => period.propertyId === row.id),
        ownershipVideo: row.ownershipVideoFileId
          ? await listings.storedFile(row.ownershipVideoFileId)
          : undefined,
      }),
    ),
  )
}
