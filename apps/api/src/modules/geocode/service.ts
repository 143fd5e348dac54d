import { foldText } from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import { gazetteer } from './gazetteer.ts'
import { createNominatimClient, type TNominatimPlace } from './nominatim.ts'
import { createGeocodeCacheRepository } from './repository.ts'

type TReverse = TNominatimPlace | { error: string }

/**
 * Geocoding for the map pickers: the configured Nominatim-compatible server, answers cached in the
 * database, and the offline gazetteer when no server is configured or it fails.
 */
export function createGeocodeService(deps: TDeps) {
  const cache = createGeocodeCacheRepository(deps.db)
  const upstream = deps.config.geocoder.url
    ? createNominatimClient({ baseUrl: deps.config.geocoder.url, userAgent: deps.config.geocoder.userAgent })
    : undefined

  async function cached<T>(kind: string, query: string, fetchAnswer: () => Promise<T>): Promise<T> {
    const hit = await cache.find(kind, query)
    if (hit) return hit.answer as T
    const answer = await fetchAnswer()
    await cache.save(kind, query, answer)
    return answer
  }

  async function withFallback<T>(ask: () => Promise<T>, offline: () => T): Promise<T> {
    if (!upstream) return offline()
    try {
      return await ask()
    } catch {
      return offline()
    }
  }

  return {
    search(q: string, limit: number, language: string): Promise<TNominatimPlace[]> {
      const key = `${language}:${limit}:${foldText(q)}`
      return withFallback(
        () =>
          cached('search', key, () => (upstream as NonNullable<typeof upstream>).search(q, limit, language)),
        () => gazetteer.search(q, limit),
      )
    },
    reverse(lat: number, lon: number, language: string): Promise<TReverse> {
      // ~11 m precision: nearby clicks share one cached answer.
      const key = `${language}:${lat.toFixed(4)},${lon.toFixed(4)}`
      return withFallback(
        () =>
          cached('reverse', key, () =>
            (upstream as NonNullable<typeof upstream>).reverse(lat, lon, language),
          ),
        () => gazetteer.reverse(lat, lon),
      )
    },
  }
}
export type TGeocodeService = ReturnType<typeof createGeocodeService>
