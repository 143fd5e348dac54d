import {
  centsToDecimal,
  MAP_VIEW_MARKER_LIMIT,
  possibleCheckIns,
  quoteStay,
  stayProblem,
  type TBbox,
  type TLanguage,
  type TListingCard,
  type TMapViewQuery,
  type TSearchQuery,
  todayInMontreal,
} from '@demeure/shared'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { maskListingTexts, publicDetailOf } from '../listings/index.ts'
import { createDetailCache } from './detail-cache.ts'
import { createDetailRepository } from './detail-repository.ts'
import { createDocumentRepository, type TDocumentSources } from './document-repository.ts'
import { filterOf, type TSearchEngine } from './engine/search-engine.ts'
import { freePeriods } from './free-dates.ts'
import { createSearchRepository } from './repository.ts'
import { mapViewBytes, pageBytes, toCardWire } from './wire.ts'

type TMaskedDetail = ReturnType<typeof maskListingTexts<ReturnType<typeof publicDetailOf>>>
/** A listing's page in one language: the object, and its JSON text without the closing brace (see detailJson). */
type TPageInLanguage = { detail: TMaskedDetail; jsonHead: string }
/**
 * A listing's cached page in both languages: contact details are hidden from its texts with the
 * reader's placeholders, once per change of the listing rather than once per read.
 */
type TCachedDetail = Record<TLanguage, TPageInLanguage>

/**
 * The public catalogue. Searches and map views are answered by this process's in-memory engine;
 * PostgreSQL answers what must be exact at the moment of a booking (free dates, prices).
 */
export function createSearchService(deps: TDeps, engine: TSearchEngine, sources: TDocumentSources) {
  const search = createSearchRepository(deps.db)
  const documents = createDocumentRepository(deps.db, sources)
  const details = createDetailCache<(language: TLanguage) => TPageInLanguage>()
  const detailRows = createDetailRepository(deps.db)

  async function searchPage(query: TSearchQuery) {
    await engine.fresh()
    const filter = filterOf(query)
    await engine.model.prepare(filter)
    const { model } = engine
    const { page, page_size: pageSize, sort } = query
    const found = model.search(filter, sort, (page - 1) * pageSize, pageSize)
    return { slots: found.page, count: found.count, page, pageSize, model }
  }

  async function cachedDetail(id: number) {
    await engine.fresh()
    // The cached answer is dropped whenever the listing's search document changes.
    return details.get(id, async () => {
      const rows = await detailRows.publicListing(id)
      if (!rows) throw notFound()
      const detail = publicDetailOf(rows, todayInMontreal(deps.clock.now()))
      // Each language is masked when first read, not both at once: masking is the costliest part
      // of a page, and most listings are read in one language between two changes.
      const pages: Partial<TCachedDetail> = {}
      return (language: TLanguage) => {
        let page = pages[language]
        if (!page) {
          const masked = maskListingTexts(detail, language)
          page = { detail: masked, jsonHead: JSON.stringify(masked).slice(0, -1) }
          pages[language] = page
        }
        return page
      }
    })
  }

  /**
   * What changes between two reads of a cached page, from the read model (as fresh as search
   * results): free dates from today on, so the booking calendar can grey out every other day, the
   * days a stay can start on, and the rating.
   */
  function liveDetail(id: number) {
    const listing = engine.model.listing(id)
    const today = todayInMontreal(deps.clock.now())
    const free = freePeriods(listing?.freeDays ?? [], today)
    return {
      free_dates: free,
      check_in_dates: possibleCheckIns(free, today, listing?.hasCitq ?? false),
      rating_avg: listing?.ratingAvg ?? '0.00',
      review_count: listing?.reviewCount ?? 0,
    }
  }

  return {
    /** Drops cached listing pages whose listings changed (the engine calls it on every change). */
    forgetDetails: details.forget,

    /**
     * GET /api/properties/'s answer, from cards already written as JSON: the wire fast path of
     * decision 010 (other modules use findCards). The kept cards are views of the model's text
     * ring, copied into the answer before anything else runs (engine/slot-bytes-cache.ts).
     */
    async searchAnswer(query: TSearchQuery, url: string): Promise<Buffer> {
      const { slots, model, ...place } = await searchPage(query)
      return pageBytes({ ...place, results: slots.map(model.cardBytes) }, url)
    },

    /** The same page as objects, for other modules (the room finder, the home's first screen). */
    async findCards(query: TSearchQuery): Promise<TPage<TListingCard>> {
      const { slots, model, ...place } = await searchPage(query)
      const results = slots.map((slot) => JSON.parse(model.cardBytes(slot).toString()) as TListingCard)
      return { ...place, results }
    },

    /** GET /api/properties/map/'s answer, from map items already written as JSON (as searchAnswer). */
    async mapAnswer(bbox: TBbox | undefined, page: number, pageSize: number, url: string): Promise<Buffer> {
      await engine.fresh()
      const { model } = engine
      const found = model.byIdInBbox(bbox, (page - 1) * pageSize, pageSize)
      return pageBytes(
        { results: found.page.map(model.mapItemBytes), count: found.count, page, pageSize },
        url,
      )
    },

    /**
     * A viewport's matching listings as clusters on the map's lattice, and as markers too when
     * they are few (JSON text): the map draws clusters zoomed out and markers zoomed in. The filters
     * are the search's, so the clusters' counts add up to its total.
     */
    async mapView(query: TMapViewQuery): Promise<Buffer> {
      await engine.fresh()
      const filter = filterOf(query)
      await engine.model.prepare(filter)
      const { model } = engine
      const view = model.survey(query.bbox, MAP_VIEW_MARKER_LIMIT, filter)
      // The survey gives markers only when the viewport holds at most the limit.
      const markers = view.markers.map(model.mapItemBytes)
      return mapViewBytes(view.total, markers, view.clusters)
    },

    /** The places facet (read-model.ts places()), most homes first, then by name. */
    async places() {
      await engine.fresh()
      return engine.model
        .places()
        .map((place) => ({
          name: place.name,
          kind: place.kind,
          count: place.count,
          latitude: place.latitude.toFixed(6),
          longitude: place.longitude.toFixed(6),
        }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    },

    /** Result cards of the listings that are in search (published), by id. */
    async publishedCards(listingIds: number[]) {
      const docs = await search.findDocuments(listingIds)
      return new Map(docs.map((doc) => [doc.propertyId, toCardWire(doc)]))
    },

    /**
     * Result cards by id, published or not: a stay keeps showing its home after the host archives
     * it (bookings show their listing this way).
     */
    async cards(listingIds: number[]) {
      const docs = await search.findDocuments(listingIds)
      const found = new Set(docs.map((doc) => doc.propertyId))
      const others = await documents.cardSourcesOutsideSearch(listingIds.filter((id) => !found.has(id)))
      return new Map([...docs, ...others].map((doc) => [doc.propertyId, toCardWire(doc)]))
    },

    isFree: (listingId: number, checkIn: string, checkOut: string) =>
      search.isFree(listingId, checkIn, checkOut),

    /** Of these stays, the listing ids whose nights are all free (one stay per listing). */
    freeAmong: (stays: { listingId: number; checkIn: string; checkOut: string }[]) => search.freeAmong(stays),

    /**
     * Whether this stay could be requested: free, and allowed on this listing by the stay rules (a
     * stay of 31 nights or fewer only with a CITQ number). The room finder proposes only such homes.
     */
    async canStay(listingId: number, checkIn: string, checkOut: string) {
      const doc = await search.findDocument(listingId)
      if (!doc || stayProblem(checkIn, checkOut, todayInMontreal(deps.clock.now()), doc.hasCitq)) return false
      return search.isFree(listingId, checkIn, checkOut)
    },

    /** A listing's page in the reader's language, for callers inside the API (the page heads). */
    async detail(id: number, language: TLanguage) {
      return { ...(await cachedDetail(id))(language).detail, ...liveDetail(id) }
    },

    /**
     * The same page as JSON text: the cached page's text with the live fields appended, so a read
     * serializes only those (the response schema would validate and serialize the whole page).
     */
    async detailJson(id: number, language: TLanguage): Promise<string> {
      const { jsonHead } = (await cachedDetail(id))(language)
      return `${jsonHead},${JSON.stringify(liveDetail(id)).slice(1)}`
    },

    /** The server's price for a stay; the booking uses the same computation, so they agree. */
    async quote(id: number, checkIn: string, checkOut: string) {
      const doc = await search.findDocument(id)
      if (!doc) throw notFound()
      const today = todayInMontreal(deps.clock.now())
      const problem = stayProblem(checkIn, checkOut, today, doc.hasCitq)
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
        stay_total: centsToDecimal(quote.stayTotalCents),
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
