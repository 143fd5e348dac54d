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
import { badRequest, conflict, notFound } from '../../lib/app-error.ts'
import { pageEnvelope } from '../../lib/pagination.ts'
import type { TPropertiesService } from '../properties/service.ts'
import type { TCatalogueCache } from './catalogue-cache.ts'
import { freePeriods } from './free-dates.ts'
import { createSearchRepository } from './repository.ts'
import { toCardWire, toMapItemWire } from './wire.ts'

/** The filters that decide the count (not the page or the order), in a stable form. */
function countKey(query: TSearchQuery): string {
  const { page: _page, page_size: _size, sort: _sort, ...filters } = query
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
}

/** Viewports snap outward to a 0.02° grid, so nearby views share one cached answer. */
const SNAP_DEGREES = 0.02
function snapOutward(bbox: TBbox): TBbox {
  const down = (value: number) => Number((Math.floor(value / SNAP_DEGREES) * SNAP_DEGREES).toFixed(6))
  const up = (value: number) => Number((Math.ceil(value / SNAP_DEGREES) * SNAP_DEGREES).toFixed(6))
  return {
    west: Math.max(-180, down(bbox.west)),
    south: Math.max(-90, down(bbox.south)),
    east: Math.min(180, up(bbox.east)),
    north: Math.min(90, up(bbox.north)),
  }
}

export function createSearchService(deps: TDeps, listings: TPropertiesService, cache: TCatalogueCache) {
  const search = createSearchRepository(deps.db)

  async function computeMapView(bbox: TBbox) {
    const total = await search.countInBbox(bbox)
    if (total <= MAP_VIEW_MARKER_LIMIT) {
      const items = await search.itemsInBbox(bbox, MAP_VIEW_MARKER_LIMIT)
      return { total, items: items.map(toMapItemWire), clusters: [] }
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
  }

  return {
    /** Pages are cached whole (popular searches repeat); the count separately, shared by every page. */
    search(query: TSearchQuery, url: string) {
      const { page, page_size: pageSize, sort } = query
      return cache.remember(`search:${countKey(query)}:${sort}:${page}:${pageSize}`, async () => {
        const [count, rows] = await Promise.all([
          cache.remember(`count:${countKey(query)}`, () => search.count(query)),
          search.page(query),
        ])
        return pageEnvelope({ results: rows.map(toCardWire), count, page, pageSize, url })
      })
    },

    mapData(bbox: TBbox | undefined, page: number, pageSize: number, url: string) {
      const area = JSON.stringify(bbox ?? null)
      return cache.remember(`map-data:${area}:${page}:${pageSize}`, async () => {
        const [count, rows] = await Promise.all([
          cache.remember(`map-count:${area}`, () => search.countInBbox(bbox)),
          search.mapItems(bbox, page, pageSize),
        ])
        return pageEnvelope({ results: rows.map(toMapItemWire), count, page, pageSize, url })
      })
    },

    /** Markers when the viewport holds few listings; a grid of clusters when it holds many. */
    /** Markers when the viewport holds few listings, clusters when many; cached per snapped viewport. */
    mapView(requested: TBbox) {
      const bbox = snapOutward(requested)
      return cache.remember(`map-view:${JSON.stringify(bbox)}`, () => computeMapView(bbox))
    },

    /** Result cards for listings still published, by id (bookings show their listing this way). */
    async cards(propertyIds: number[]) {
      const docs = await search.findDocuments(propertyIds)
      return new Map(docs.map((doc) => [doc.propertyId, toCardWire(doc)]))
    },

    isFree: (propertyId: number, checkIn: string, checkOut: string) =>
      search.isFree(propertyId, checkIn, checkOut),

    /** Cached per catalogue version too: every change to a listing, its dates or reviews bumps it. */
    detail(id: number) {
      return cache.remember(`detail:${id}`, async () => {
        const detail = await listings.publicDetail(id)
        const doc = await search.findDocument(id)
        return {
          ...detail,
          free_dates: freePeriods(doc?.freeDates ?? '{}', todayInMontreal(deps.clock.now())),
          rating_avg: doc?.ratingAvg ?? '0.00',
          review_count: doc?.reviewCount ?? 0,
        }
      })
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
      // Said here, when the dates are chosen, not after the renter has filled the rental agreement.
      if (!(await search.isFree(id, checkIn, checkOut)))
        throw conflict({ check_in: { key: 'booking.datesUnavailable' } })
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
