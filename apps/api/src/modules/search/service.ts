import {
  centsToDecimal,
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
import { createSearchRepository } from './repository.ts'
import { toCardWire, toMapItemWire } from './wire.ts'

export function createSearchService(deps: TDeps, listings: TPropertiesService) {
  const search = createSearchRepository(deps.db)
  return {
    async search(query: TSearchQuery, url: string) {
      const { count, rows } = await search.search(query)
      return pageEnvelope({
        results: rows.map(toCardWire),
        count,
        page: query.page,
        pageSize: query.page_size,
        url,
      })
    },

    async mapData(bbox: TBbox | undefined, page: number, pageSize: number, url: string) {
      const { count, rows } = await search.mapItems(bbox, page, pageSize)
      return pageEnvelope({ results: rows.map(toMapItemWire), count, page, pageSize, url })
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
