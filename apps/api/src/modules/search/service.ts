import {
  centsToDecimal,
  MAP_VIEW_MARKER_LIMIT,
  quoteStay,
  stayProblem,
  type TBbox,
  type TSearchQuery,
  todayInMontreal,
} from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import { badRequest, notFound } from '../../lib/app-error.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import type { TPropertiesService } from '../properties/service.ts'
import type { TCountCache } from './count-cache.ts'
import { createSearchRepository } from './repository.ts'
import { toCardWire, toMapItemWire } from './wire.ts'

/** The filters that decide the count (not the page or the order), in a stable form. */
function countKey(query: TSearchQuery): string {
  const { page: _page, page_size: _size, sort: _sort, ...filters } = query
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
}

export function createSearchService(deps: TDeps, listings: TPropertiesService, counts: TCountCache) {
  const search = createSearchRepository(deps.db)
  return {
    async search(query: TSearchQuery, url: string) {
      const key = countKey(query)
      const cached = await counts.get(key)
      const [count, rows] = await Promise.all([cached ?? search.count(query), search.page(query)])
      if (cached === undefined) await counts.set(key, count)
      const results = rows.map(toCardWire)
      return pageEnvelope({ results, count, page: query.page, pageSize: query.page_size, url })
    },

    async mapData(bbox: TBbox | undefined, page: number, pageSize: number, url: string) {
      const { count, rows } = await search.mapItems(bbox, page, pageSize)
      return pageEnvelope({ results: rows.map(toMapItemWire), count, page, pageSize, url })
    },

    /** Markers when the viewport holds few listings; a grid of clusters when it holds many. */
    async mapView(bbox: TBbox) {
      const total = await search.countInBbox(bbox)
      if (total <= MAP_VIEW_MARKER_LIMIT) {
        return {
          total,
          items: (await search.itemsInBbox(bbox, MAP_VIEW_MARKER_LIMIT)).map(toMapItemWire),
          clusters: [],
        }
      }
      const clusters = await search.clustersInBbox(bbox, 24, 16)
      return {
        total,
        items: [],
        clusters: clusters.map((cluster) => ({
          latitude: Number(cluster.latitude).toFixed(6),
          longitude: Number(cluster.longitude).toFixed(6),
          count: cluster.count,
          min_price: centsToDecimal(Number(cluster.minPrice)),
        })),
      }
    },

    async detail(id: number) {
      const detail = await listings.publicDetail(id)
      const doc = await search.findDocument(id)
      return { ...detail, rating_avg: doc?.ratingAvg ?? '0.00', review_count: doc?.reviewCount ?? 0 }
    },

    /** The server's price for a stay; the booking uses the same computation, so they agree. */
    async quote(id: number, checkIn: string, checkOut: string) {
      const doc = await search.findDocument(id)
      if (!doc) throw notFound()
      const today = todayInMontreal(deps.clock.now())
      const problem = stayProblem(checkIn, checkOut, today)
      if (problem) {
        const field = problem === 'checkInPast' ? 'check_in' : 'check_out'
        throw badRequest({ [field]: { key: `stay.${problem}` } })
      }
      const quote = quoteStay(doc.priceCents, checkIn, checkOut, today)
      return {
        months: quote.months,
        extra_days: quote.extraDays,
        monthly_rent: centsToDecimal(quote.monthlyRentCents),
        rent_total: centsToDecimal(quote.rentTotalCents),
        service_fee: centsToDecimal(quote.serviceFeeCents),
        due_now: centsToDecimal(quote.dueNowCents),
        schedule: quote.schedule.map((item) => ({
          due_date: item.dueDate,
          amount: centsToDecimal(item.amountCents),
        })),
      }
    },
  }
}
export type TSearchService = ReturnType<typeof createSearchService>
