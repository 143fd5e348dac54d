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
import { createDetailCache } from './detail-cache.ts'
import { filterOf, type TSearchEngine } from './engine/search-engine.ts'
import { freePeriods } from './free-dates.ts'
import { createSearchRepository } from './repository.ts'
import { toCardWire, toMapItemWire } from './wire.ts'

type TPublicDetail = Awaited<ReturnType<TPropertiesService['publicDetail']>> & {
  free_dates: ReturnType<typeof freePeriods>
}

/** A viewport too dense for markers is shown as clusters on this grid. */
const CLUSTER_COLUMNS = 24
const CLUSTER_ROWS = 16

/**
 * The public catalogue. Searches and map views are answered by this process's in-memory engine;
 * PostgreSQL answers what must be exact at the moment of a booking (free dates, prices).
 */
export function createSearchService(deps: TDeps, listings: TPropertiesService, engine: TSearchEngine) {
  const search = createSearchRepository(deps.db)
  const details = createDetailCache<TPublicDetail>()
  const { model } = engine

  return {
    /** Drops cached listing pages whose listings changed (the engine calls it on every change). */
    forgetDetails: details.forget,

    async search(query: TSearchQuery, url: string) {
      await engine.fresh()
      const { page, page_size: pageSize, sort } = query
      const found = model.search(filterOf(query), sort, (page - 1) * pageSize, pageSize)
      return pageEnvelope({ results: found.page.map(toCardWire), count: found.count, page, pageSize, url })
    },

    async mapData(bbox: TBbox | undefined, page: number, pageSize: number, url: string) {
      await engine.fresh()
      const found = model.byIdInBbox(bbox, (page - 1) * pageSize, pageSize)
      return pageEnvelope({ results: found.page.map(toMapItemWire), count: found.count, page, pageSize, url })
    },

    /** Markers when the viewport holds few listings; a grid of clusters when it holds many. */
    async mapView(bbox: TBbox) {
      await engine.fresh()
      const view = model.survey(bbox, CLUSTER_COLUMNS, CLUSTER_ROWS, MAP_VIEW_MARKER_LIMIT)
      if (view.total <= MAP_VIEW_MARKER_LIMIT) {
        return { total: view.total, items: view.markers.map(toMapItemWire), clusters: [] }
      }
      return {
        total: view.total,
        items: [],
        clusters: view.clusters.map((cluster) => ({
          latitude: cluster.latitude.toFixed(6),
          longitude: cluster.longitude.toFixed(6),
          count: cluster.count,
          min_price: centsToDecimal(cluster.minPrice),
        })),
      }
    },

    /** Result cards for listings still published, by id (bookings show their listing this way). */
    async cards(propertyIds: number[]) {
      const docs = await search.findDocuments(propertyIds)
      return new Map(docs.map((doc) => [doc.propertyId, toCardWire(doc)]))
    },

    isFree: (propertyId: number, checkIn: string, checkOut: string) =>
      search.isFree(propertyId, checkIn, checkOut),

    async detail(id: number) {
      await engine.fresh()
      // Free dates from today on, so the booking calendar can grey out every other day; the cached
      // answer is dropped whenever the listing's search document changes.
      const detail = await details.get(id, async () => ({
        ...(await listings.publicDetail(id)),
        free_dates: freePeriods(
          (await search.findDocument(id))?.freeDates ?? '{}',
          todayInMontreal(deps.clock.now()),
        ),
      }))
      const doc = model.document(id)
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
