import type { TDb } from '../../db/client.ts'
import type { TPropertyRow, TUserRow } from '../../db/schema/index.ts'
import { createPropertiesRepository } from './repository.ts'
import { toHostPropertyWire } from './wire.ts'

/** Listings as their host (and staff reviewing them) see them: host, photos, periods, ownership video. */
export async function hostListingsWire(db: TDb, rows: TPropertyRow[]) {
  const properties = createPropertiesRepository(db)
  const ids = rows.map((row) => row.id)
  const [hosts, photos, periods] = await Promise.all([
    properties.hostsOf([...new Set(rows.map((row) => row.hostId))]),
    properties.photosOf(ids),
    properties.availabilitiesOf(ids),
  ])
  return Promise.all(
    rows.map(async (row) =>
      toHostPropertyWire(row, {
        host: hosts.find((host) => host.id === row.hostId) as TUserRow,
        photos: photos.filter((photo) => photo.propertyId === row.id),
        availabilities: periods.filter((period) => period.propertyId === row.id),
        ownershipVideo: row.ownershipVideoFileId
          ? await properties.storedFile(row.ownershipVideoFileId)
          : undefined,
      }),
    ),
  )
}
