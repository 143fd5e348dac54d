import { documentSources } from '../document-sources.ts'
import { createListingsRepository, type TNewListing } from '../modules/listings/repository.ts'
import { createDocumentRepository } from '../modules/search/document-repository.ts'
import type { TTestApp } from './test-app.ts'

export type TFixtureListing = Partial<TNewListing> & {
  periods?: { start: string; end: string; isAvailable?: boolean }[]
}

/** The columns of the `index`th fixture listing of a host, published unless `status` says otherwise. */
export function fixtureListingValues(hostId: string, index: number, status = 'published') {
  return {
    hostId,
    status,
    title: `Listing ${index}`,
    description: 'A furnished place.',
    // Registered with the CITQ, so a one-month stay is allowed whatever the month (a test of the
    // short-stay rule passes `citqNumber: null`).
    citqNumber: '123456',
    propertyType: 'apartment',
    addressStreet: `${100 + index} Rue Saint-Denis`,
    addressCity: 'Montréal',
    addressState: 'QC',
    addressPostalCode: 'H2X 1K4',
    addressCountry: 'Canada',
    latitude: '45.515000',
    longitude: '-73.570000',
    pricePerMonthCents: 100_000,
    maxGuests: 2,
    freeCapacity: 2,
    additionalCapacity: 0,
    additionalCapacityPercentage: '0',
  }
}

/**
 * Published listings written straight to the database (the create flow has its own tests), with
 * their search documents refreshed exactly as the services do.
 */
export async function publishListings(
  t: Pick<TTestApp, 'database'> & { app?: TTestApp['app'] },
  hostId: string,
  listings: TFixtureListing[],
) {
  const repo = createListingsRepository(t.database.db)
  const search = createDocumentRepository(t.database.db, documentSources)
  const ids: number[] = []
  for (const [index, listing] of listings.entries()) {
    const { periods = [{ start: '2030-01-01', end: '2030-12-31' }], ...values } = listing
    const row = await repo.insert({
      ...fixtureListingValues(hostId, index),
      publishedAt: new Date(Date.UTC(2026, 0, 1 + index)),
      ...values,
    })
    await repo.insertAvailabilities(
      periods.map((period) => ({
        propertyId: row.id,
        startDate: period.start,
        endDate: period.end,
        isAvailable: period.isAvailable ?? true,
      })),
    )
    await search.refresh(row.id)
    // Read again at the next search, as the services' writes are (its NOTIFY may still be on its way).
    // A test against real API processes has no app here: they hear the NOTIFY like any other writer's.
    t.app?.searchEngine.noteLocalWrite(row.id)
    ids.push(row.id)
  }
  return ids
}
