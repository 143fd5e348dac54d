import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  AMENITIES,
  canonicalPlaceName,
  NEIGHBOURHOOD_CITY,
  NEIGHBOURHOODS,
  neighbourhoodIndexAt,
  PLACES,
  ROOM_TYPE_FILTER,
  type TBbox,
  TYPE_FILTERS,
  todayInMontreal,
} from '@demeure/shared'
import { createBitAnd } from './bit-and.ts'
import { bitCount, hasBit, setBit } from './bit-set.ts'
import { cardJson, mapItemJson, photosJsonOf, type TCardFields } from './card-json.ts'
import {
  clusterLevel,
  fineCellDegrees,
  latticeCellBounds,
  latticeColumn,
  latticeRow,
} from './cluster-lattice.ts'
import { gatherComparablePrices } from './comparable-prices.ts'
import { createDerivedSets } from './derived-sets.ts'
import { createFilteredCellSums, sumMatchingRun } from './filtered-cell-sums.ts'
import { foldLikePostgres } from './fold.ts'
import { createFreeDaySets } from './free-day-sets.ts'
import { dayNumber, isoDateOf, visitCheckIns } from './free-days.ts'
import { createFreeRanges } from './free-ranges.ts'
import { createInternTable } from './intern-table.ts'
import { medianOf } from './median.ts'
import { createPriceSets } from './price-sets.ts'
import { createSlotBytesCache, SLOT_BYTES_BUDGET } from './slot-bytes-cache.ts'
import { createSmallestKept, type TSmallestKept } from './smallest-kept.ts'
import { createSortedOrder } from './sorted-order.ts'
import { createSpatialGrid, gridColumn, gridRow } from './spatial-grid.ts'
import { createStringColumn } from './string-column.ts'
import { createTextMatcher } from './text-matcher.ts'

/** What makes homes comparable (comparable-homes.ts); `neighbourhood` -1 when none applies. */
export type TComparableHome = {
  listingId: number
  city: string
  neighbourhood: number
  roomCategory: string
  types: readonly string[]
  bedrooms: number
}

/** Documents a bulk load files one after another: an array of them, or a range's columns (document-columns.ts). */
export type TDocumentChunk = {
  readonly length: number
  /**
   * The document at `index`. With `withoutJoined`, a chunk that has `joined` may leave those fields
   * empty (a caller that takes them from `joined` spares four slices a document); an array ignores it.
   */
  at(index: number, withoutJoined?: boolean): TEngineDocument | undefined
  /** Every document's text of a field at once, joined by `separator`, when the chunk has it so. */
  joined?: (field: TJoinedField) => { text: string; separator: string }
}
/** The texts the model keeps joined (string-column.ts), which a bulk load may append a chunk at a time. */
export type TJoinedField = 'title' | 'titleFr' | 'addressStreet' | 'searchText'

/** A search document as the engine loads it (read-model-repository.ts). */
export type TEngineDocument = {
  listingId: number
  searchText: string
  title: string
  titleFr: string | null
  listingType: string
  roomCategory: string
  addressStreet: string
  addressCity: string
  latitude: number
  longitude: number
  priceCents: number
  maxGuests: number
  numBedrooms: number
  /** Bit i set when the listing has AMENITIES[i]. */
  amenityBits: number
  /** Photo keys separated by spaces (keys never hold one). */
  photoKeys: string
  /** Free nights as [start, end) day-number pairs, sorted. */
  freeDays: ArrayLike<number>
  /** Whether the listing shows a CITQ number, which allows stays of 31 nights or fewer. */
  hasCitq: boolean
  /** Publication time in microseconds since 1970, as precise as PostgreSQL's. */
  publishedMicros: number
  ratingAvg: string
  reviewCount: number
}

/** What reading one match from a bit set costs in a map survey, in homes read from the grid. */
const MATCHES_READ_COST = 16

/**
 * Listings filed between turns of the event loop during a full load, while the model being
 * replaced answers: filing a whole chunk of the read (20,000) at once, a full reload at a million
 * listings stopped the loop for over 50 ms 75 times; in steps of 2,500, 24 times.
 */
const FILED_PER_TURN = 2_500
/**
 * Listings whose card and map item are written per turn when a model's caches are filled: at 5–8
 * µs a text, 1,000 held the process 10–16 ms at a time in the seconds after start; 250 is 3–4 ms.
 */
const WRITTEN_PER_TURN = 250
/** What one search asks, already in the model's units (cents, day numbers, bit masks). */
export type TFilter = {
  /** Folded text that city + street + title must contain. */
  text?: string
  /**
   * Folded place name: the listing's city must equal it, or, for a neighbourhood of Montréal, the
   * listing must be a home of Montréal in that neighbourhood (neighbourhoodIndexAt).
   */
  city?: string
  typeMask?: number
  minCents?: number
  maxCents?: number
  moveInDay?: number
  amenityMask?: number
  guests?: number
  /** Exact bedroom counts, any of them. */
  bedrooms?: readonly number[]
  bbox?: TBbox
}
export type TSort = 'newest' | 'price' | '-price'

// A listing's home type is one code; the "private room" filter value has a code of its own that
// no home type uses and matches on the room category instead (catalogue.ts, TYPE_FILTERS).
const TYPE_CODES = new Map<string, number>(TYPE_FILTERS.map((type, index) => [type, index]))
const ROOM_FILTER_BIT = 1 << (TYPE_CODES.get(ROOM_TYPE_FILTER) as number)
const AMENITY_BITS = new Map<string, number>(AMENITIES.map((amenity, index) => [amenity, 1 << index]))
const NO_CODE = 31
const NEIGHBOURHOOD_OF_FOLDED = new Map(
  NEIGHBOURHOODS.map((place, index) => [foldLikePostgres(place.name), index]),
)
const NEIGHBOURHOOD_CITY_FOLDED = foldLikePostgres(NEIGHBOURHOOD_CITY)

/** A place with homes, as the places facet gives it: what a search with `city=name` counts. */
export type TPlaceTotal = {
  name: string
  kind: 'city' | 'neighbourhood'
  count: number
  latitude: number
  longitude: number
}

/**
 * Offers each slot set in words `from`…`to - 1` of `bits` to `kept`, keyed by its label times
 * `sign`. (Hot helpers are functions of the module, not closures made per search: the server's
 * TypeScript loader names each closure it makes, a property definition every time.)
 */
function offerMatches(
  bits: Uint32Array,
  labels: Float64Array,
  from: number,
  to: number,
  sign: number,
  kept: TSmallestKept,
) {
  for (let word = from; word < to; word += 1) {
    let value = bits[word] as number
    while (value !== 0) {
      const low = value & -value
      const slot = word * 32 + (31 - Math.clz32(low))
      kept.offer(sign * (labels[slot] as number), slot)
      value ^= low
    }
  }
}

/** The bits set in a 32-bit mask, lowest first. */
function bitsOf(mask: number): number[] {
  const bits: number[] = []
  for (let bit = 0; bit < 32; bit += 1) if ((mask & (1 << bit)) !== 0) bits.push(bit)
  return bits
}

export const typeMaskOf = (types: readonly string[]) =>
  types.reduce((mask, type) => mask | (1 << (TYPE_CODES.get(type) ?? NO_CODE)), 0)
export const amenityMaskOf = (amenities: readonly string[]) =>
  amenities.reduce((mask, amenity) => mask | (AMENITY_BITS.get(amenity) ?? 0), 0)
/**
 * The type-filter bits a home answers to, as the model's type sets test them: its type's code, and
 * the "private room" bit for a room. A `typeMask` matches when it shares a bit with these.
 */
export const typeBitsOf = (doc: Pick<TEngineDocument, 'listingType' | 'roomCategory'>) =>
  (1 << (TYPE_CODES.get(doc.listingType) ?? NO_CODE)) |
  (doc.roomCategory === ROOM_TYPE_FILTER ? ROOM_FILTER_BIT : 0)

/**
 * Every published listing of the catalogue, laid out for filtering: one slot per listing, its
 * fields in columns (typed arrays for numbers, codes into small tables for repeated strings, one
 * joined string per column for the others; no object, and no string, per listing), three orders kept sorted as listings change (newest, price, id), a spatial grid for
 * viewports and bit sets per filter value. A search ANDs a few bit sets word by word, counts the
 * result, and gathers one page in the asked order either by walking that order or, when matches
 * are rare, by keeping the first matches by their rank in it (a bounded heap, smallest-kept.ts).
 */
export function createReadModel(initialCapacity = 1024, { cachePlaces }: { cachePlaces?: number } = {}) {
  let capacity = initialCapacity
  let listingId = new Int32Array(capacity)
  let priceCents = new Int32Array(capacity)
  let maxGuests = new Int32Array(capacity)
  let numBedrooms = new Int32Array(capacity)
  let reviewCount = new Int32Array(capacity)
  let typeCode = new Uint8Array(capacity)
  let isLiveColumn = new Uint8Array(capacity)
  let hasCitq = new Uint8Array(capacity)
  let amenityBits = new Uint32Array(capacity)
  /** The city's folded name, by code (cityNames): what the city filter compares. */
  let cityCode = new Int32Array(capacity)
  // Cities, types, ratings and photo sets repeat across listings: a code each, into a table.
  let cityNameCode = new Int32Array(capacity)
  let listingTypeCode = new Int32Array(capacity)
  let roomCategoryCode = new Int32Array(capacity)
  let ratingCode = new Int32Array(capacity)
  let photosCode = new Int32Array(capacity)
  /** Index in NEIGHBOURHOODS of a home of Montréal, else -1. */
  let neighbourhood = new Int32Array(capacity)
  let latitude = new Float64Array(capacity)
  let longitude = new Float64Array(capacity)
  let publishedMicros = new Float64Array(capacity)
  const title = createStringColumn()
  /** The French title, '' for none (a card shows both alike). */
  const titleFr = createStringColumn()
  const street = createStringColumn()
  const cities = createInternTable((name) => {
    const folded = foldLikePostgres(name)
    return {
      name,
      json: JSON.stringify(name),
      code: cityCodeOf(name, folded),
      isMontreal: folded === NEIGHBOURHOOD_CITY_FOLDED,
    }
  })
  const textAndJson = (text: string) => ({ text, json: JSON.stringify(text) })
  const listingTypes = createInternTable(textAndJson)
  const roomCategories = createInternTable(textAndJson)
  const ratings = createInternTable(textAndJson)
  const photoSets = createInternTable((keys) => photosJsonOf(keys === '' ? [] : keys.split(' ')))
  const freeSlots: number[] = []
  let used = 0
  const cityCodes = new Map<string, number>()
  /** Each city's name as its first listing spells it, by code. */
  const cityNames: string[] = []
  /** Bumped by every change, so the places facet is recounted only after one. */
  let version = 0
  let placesCache: { version: number; places: TPlaceTotal[] } | undefined
  const free = createFreeRanges()
  /** Where a price check gathers its comparable prices (comparable), grown with the catalogue. */
  let comparablePrices = new Int32Array(0)
  // Each listing's card and map item JSON once written (slot-bytes-cache.ts), forgotten at a change.
  // Map items are about half a card, and their cache has half a card cache's budget.
  const cardCache = createSlotBytesCache(cachePlaces)
  const mapItemCache = createSlotBytesCache(cachePlaces, SLOT_BYTES_BUDGET / 2)

  /**
   * An order by a number of each listing's, ties broken by listing id in the same direction. The
   * comparator is derived from the key, so a full load's radix sort by the key (radix-order.ts) and
   * the comparator a change is placed with cannot disagree.
   */
  const orderBy = (keyOf: (slot: number) => number, isDescending: boolean) => {
    const sign = isDescending ? -1 : 1
    return createSortedOrder(
      (a, b) => sign * (keyOf(a) - keyOf(b) || (listingId[a] as number) - (listingId[b] as number)),
      { of: keyOf, isDescending },
    )
  }
  const newest = orderBy((slot) => publishedMicros[slot] as number, true)
  const byPrice = orderBy((slot) => priceCents[slot] as number, false)
  const byId = orderBy((slot) => listingId[slot] as number, false)
  const orders = [newest, byPrice, byId]
  const grid = createSpatialGrid()
  const filteredCellSums = createFilteredCellSums()
  // The filters' sets live in the search module's memory, where a search ANDs them (bit-and.ts).
  const bitAnd = createBitAnd()
  const { newSet } = bitAnd
  const text = createTextMatcher(newSet, bitAnd.release)
  const derived = createDerivedSets(() => used, newSet)
  const isLive = (slot: number) => isLiveColumn[slot] === 1
  /** Calls `visit` with each range [from, to) of days a stay can start on (the move-in filter). */
  function checkInRanges(slot: number, visit: (from: number, to: number) => void) {
    const isCitq = hasCitq[slot] === 1
    free.forEach(slot, (from, to) => visitCheckIns(from, to, isCitq, visit))
  }
  const canMoveIn = (slot: number, day: number) => {
    let found = false
    checkInRanges(slot, (from, to) => {
      found ||= from <= day && day < to
    })
    return found
  }
  const freeDaySets = createFreeDaySets(
    () => used,
    (slot, visit) => {
      if (isLive(slot)) checkInRanges(slot, visit)
    },
    newSet,
  )
  /** The first index of the price order priced at least `cents`. */
  const firstPricedAtLeast = (cents: number) =>
    byPrice.partition((slot) => (priceCents[slot] as number) < cents)
  const prices = createPriceSets(
    () => used,
    (slot) => (isLive(slot) ? priceCents[slot] : undefined),
    {
      view: () => byPrice.view(),
      firstAtLeast: firstPricedAtLeast,
    },
    newSet,
  )
  // Scratch space of one map page by id (searches run one at a time in a process).
  let scratch = new Uint32Array(0)
  const pageKept = createSmallestKept()

  /** The slot of a published listing, found in the id order; undefined when it has none. */
  function slotOf(id: number): number | undefined {
    const ids = byId.view()
    const at = byId.partition((slot) => (listingId[slot] as number) < id)
    const slot = ids[at]
    return slot !== undefined && listingId[slot] === id ? slot : undefined
  }

  function grow() {
    capacity *= 2
    const widen = <T extends Int32Array | Uint8Array | Uint32Array | Float64Array>(column: T): T => {
      const wider = new (column.constructor as new (size: number) => T)(capacity)
      wider.set(column)
      return wider
    }
    listingId = widen(listingId)
    priceCents = widen(priceCents)
    maxGuests = widen(maxGuests)
    numBedrooms = widen(numBedrooms)
    reviewCount = widen(reviewCount)
    typeCode = widen(typeCode)
    isLiveColumn = widen(isLiveColumn)
    hasCitq = widen(hasCitq)
    amenityBits = widen(amenityBits)
    cityCode = widen(cityCode)
    cityNameCode = widen(cityNameCode)
    listingTypeCode = widen(listingTypeCode)
    roomCategoryCode = widen(roomCategoryCode)
    ratingCode = widen(ratingCode)
    photosCode = widen(photosCode)
    neighbourhood = widen(neighbourhood)
    latitude = widen(latitude)
    longitude = widen(longitude)
    publishedMicros = widen(publishedMicros)
    free.reserve(capacity)
    for (const order of orders) order.reserve(capacity)
  }

  function cityCodeOf(name: string, folded: string): number {
    let code = cityCodes.get(folded)
    if (code === undefined) {
      code = cityCodes.size
      cityCodes.set(folded, code)
      cityNames[code] = name
    }
    return code
  }

  function remove(id: number) {
    const slot = slotOf(id)
    if (slot === undefined) return
    version += 1
    for (const order of orders) order.remove(slot)
    grid.remove(slot, latitude[slot] as number, longitude[slot] as number)
    text.forget(slot)
    isLiveColumn[slot] = 0
    free.clear(slot)
    cardCache.forget(slot)
    mapItemCache.forget(slot)
    derived.update(slot)
    freeDaySets.update(slot)
    prices.update(slot)
    freeSlots.push(slot)
  }

  /** Writes a document's columns into a fresh slot (not yet in the orders or bit sets). */
  function place(doc: TEngineDocument): number {
    let slot = freeSlots.pop()
    if (slot === undefined) {
      if (used === capacity) grow()
      slot = used
      used += 1
    }
    listingId[slot] = doc.listingId
    priceCents[slot] = doc.priceCents
    maxGuests[slot] = doc.maxGuests
    numBedrooms[slot] = doc.numBedrooms
    reviewCount[slot] = doc.reviewCount
    typeCode[slot] = TYPE_CODES.get(doc.listingType) ?? NO_CODE
    amenityBits[slot] = doc.amenityBits
    const cityName = cities.codeOf(doc.addressCity)
    const place = cities.valueOf(cityName)
    cityNameCode[slot] = cityName
    cityCode[slot] = place.code
    neighbourhood[slot] = place.isMontreal ? neighbourhoodIndexAt(doc.latitude, doc.longitude) : -1
    latitude[slot] = doc.latitude
    longitude[slot] = doc.longitude
    publishedMicros[slot] = doc.publishedMicros
    isLiveColumn[slot] = 1
    hasCitq[slot] = doc.hasCitq ? 1 : 0
    free.set(slot, doc.freeDays, used)
    listingTypeCode[slot] = listingTypes.codeOf(doc.listingType)
    roomCategoryCode[slot] = roomCategories.codeOf(doc.roomCategory)
    ratingCode[slot] = ratings.codeOf(doc.ratingAvg)
    photosCode[slot] = photoSets.codeOf(doc.photoKeys)
    grid.add(slot, doc.latitude, doc.longitude, doc.priceCents)
    return slot
  }

  function upsert(doc: TEngineDocument) {
    remove(doc.listingId)
    version += 1
    const slot = place(doc)
    title.set(slot, doc.title)
    titleFr.set(slot, doc.titleFr ?? '')
    street.set(slot, doc.addressStreet)
    for (const order of orders) order.insert(slot)
    text.learn(slot, doc.searchText)
    derived.update(slot)
    freeDaySets.update(slot)
    prices.update(slot)
  }

  /** Replaces the whole catalogue (start-up, or after changes may have been missed). */
  async function loadAll(chunks: AsyncIterable<TDocumentChunk>) {
    freeSlots.length = 0
    for (const column of [title, titleFr, street]) column.clear()
    for (const table of [cities, listingTypes, roomCategories, ratings, photoSets]) table.clear()
    cityCodes.clear()
    cityNames.length = 0
    version += 1
    isLiveColumn.fill(0)
    free.reset()
    used = 0
    grid.clear()
    filteredCellSums.clear()
    text.clear()
    cardCache.clear()
    mapItemCache.clear()
    derived.clear()
    freeDaySets.clear()
    prices.clear()
    // Slots are taken in order from 0 (no free ones): each text column appends the next one.
    for await (const chunk of chunks) {
      const { joined } = chunk
      if (joined) {
        // A chunk read as columns appends each kept text column in one piece.
        const appendAll = (column: Pick<typeof text, 'appendJoined'>, field: TJoinedField) => {
          const { text: texts, separator } = joined(field)
          column.appendJoined(texts, separator, chunk.length)
        }
        appendAll(title, 'title')
        appendAll(titleFr, 'titleFr')
        appendAll(street, 'addressStreet')
        appendAll(text, 'searchText')
      }
      for (let index = 0; index < chunk.length; index += 1) {
        const doc = chunk.at(index, true) as TEngineDocument
        place(doc)
        if (!joined) {
          title.append(doc.title)
          titleFr.append(doc.titleFr ?? '')
          street.append(doc.addressStreet)
          text.append(doc.searchText)
        }
        if ((index + 1) % FILED_PER_TURN === 0) await nextTurn()
      }
    }
    // Each step below is a pass over the whole catalogue (a sort takes 0.1–0.2 s at a million
    // listings): the event loop is given back between them, since during a full reload the model
    // being replaced is still answering searches.
    for (const column of [title, titleFr, street, text]) {
      column.seal()
      await nextTurn()
    }
    const slots = new Int32Array(used)
    for (let slot = 0; slot < used; slot += 1) slots[slot] = slot
    for (const order of orders) {
      order.reset(slots)
      await nextTurn()
    }
  }

  /**
   * The sets of the values the search form offers (each type, amenity, bedroom and guest count, and
   * each place of the Where list as a text) and today's move-in set, built before the first renter
   * asks: at a million listings each is a pass of 5 to 70 ms over the catalogue (the move-in sets
   * of every day about 0.25 s, built a step at a time) that would otherwise fall on them, and on
   * every search waiting behind them. The event loop is given back between sets, so searches may
   * run meanwhile (a set they need first is built by them, as any set is).
   */
  async function prewarm() {
    await freeDaySets.prepare(dayNumber(todayInMontreal()), nextTurn)
    await nextTurn()
    const builds = [
      () => derived.get('live', isLive),
      () => prices.prepare(),
      ...TYPE_FILTERS.map((_type, bit) => () => typeSet(bit)),
      ...AMENITIES.map((_amenity, bit) => () => setsOf({ amenityMask: 1 << bit })),
      ...[0, 1, 2, 3, 4, 5].map((count) => () => bedroomsSet(count)),
      ...[1, 2, 3, 4, 5, 6].map((guests) => () => setsOf({ guests })),
      // The area a price check of a home of Montréal compares within (three homes in four); another
      // city's is built at its first check or search.
      ...NEIGHBOURHOODS.map((_area, index) => () => placeSet(-1, index)),
      // A place's text is scanned a step at a time (text-matcher.ts prepare): one scan at once took
      // up to 0.3 s at a million listings.
      ...PLACES.map((place) => () => text.prepare(foldLikePostgres(canonicalPlaceName(place.name)))),
    ]
    for (const build of builds) {
      await build()
      await nextTurn()
    }
    // Every card and map item the caches have a place for, written once (slot-bytes-cache.ts): at
    // 5–8 µs a listing, 0.5–1 s of writing that the first searches would otherwise pay.
    // Past a cache's budget nothing more is kept, so the filling stops there.
    const written = Math.min(used, cardCache.places)
    for (let slot = 0; slot < written && (cardCache.hasRoom() || mapItemCache.hasRoom()); slot += 1) {
      if (isLive(slot)) {
        if (cardCache.hasRoom()) cardCache.get(slot, writeCard)
        if (mapItemCache.hasRoom()) mapItemCache.get(slot, writeMapItem)
      }
      if ((slot + 1) % WRITTEN_PER_TURN === 0) await nextTurn()
    }
  }

  /** Live listings with this many bedrooms. */
  const bedroomsSet = (count: number) =>
    derived.get(`bedrooms:${count}`, (slot) => isLive(slot) && numBedrooms[slot] === count)

  /**
   * Live listings of a city (its code) or of a Montréal neighbourhood (its index in NEIGHBOURHOODS):
   * the city filter's set, and the area a price check compares within. -1 and -2 match no home.
   */
  const placeSet = (code: number, area: number) =>
    derived.get(
      `place:${code}:${area}`,
      (slot) => isLive(slot) && (cityCode[slot] === code || neighbourhood[slot] === area),
    )

  /** Live listings a one-type filter value finds (its type's code; "private room": the category). */
  const typeSet = (bit: number) =>
    derived.get(
      `type:${bit}`,
      (slot) =>
        isLive(slot) &&
        (typeCode[slot] === bit ||
          (1 << bit === ROOM_FILTER_BIT &&
            roomCategories.valueOf(roomCategoryCode[slot] as number).text === ROOM_TYPE_FILTER)),
    )

  /**
   * The bit sets a filter ANDs (text, city, types, amenities, guests, bedrooms, move-in day); an
   * array stands for its sets ORed (any of the types or bedroom counts asked). Null: none match.
   * A set per single value, not per combination: the combinations of types a renter can tick run
   * to hundreds, and each new one would cost a pass over the whole catalogue.
   */
  function setsOf(filter: TFilter): (Uint32Array | Uint32Array[])[] | null {
    const sets: (Uint32Array | Uint32Array[])[] = []
    if (filter.text !== undefined) sets.push(text.matches(filter.text, used))
    if (filter.city !== undefined) {
      const code = cityCodes.get(filter.city) ?? -1
      const area = NEIGHBOURHOOD_OF_FOLDED.get(filter.city) ?? -2
      if (code === -1 && area === -2) return null
      sets.push(placeSet(code, area))
    }
    const { typeMask, amenityMask, guests, moveInDay } = filter
    if (typeMask !== undefined) sets.push(bitsOf(typeMask).map(typeSet))
    for (const bit of amenityMask === undefined ? [] : bitsOf(amenityMask)) {
      const wanted = 1 << bit
      sets.push(
        derived.get(
          `amenity:${bit}`,
          (slot) => isLive(slot) && ((amenityBits[slot] as number) & wanted) !== 0,
        ),
      )
    }
    if (guests !== undefined) {
      sets.push(
        derived.get(`guests:${guests}`, (slot) => isLive(slot) && (maxGuests[slot] as number) >= guests),
      )
    }
    if (filter.bedrooms !== undefined) sets.push([...new Set(filter.bedrooms)].map(bedroomsSet))
    if (moveInDay !== undefined) {
      sets.push(
        freeDaySets.get(moveInDay) ??
          derived.get(`free:${moveInDay}`, (slot) => isLive(slot) && canMoveIn(slot, moveInDay)),
      )
    }
    if (sets.length === 0) sets.push(derived.get('live', isLive))
    return sets
  }

  /**
   * The slots matching every filter but the viewport, as a bit set (in scratch space, valid until
   * the next search) of `words` words, and how many; null when nothing can match. The filters'
   * sets and the price range's whole sets are ANDed and the result counted (at a million listings
   * each pass over 31,250 words is what a search costs); then the listings priced between a
   * threshold and a bound are taken out.
   */
  function matchingSet(filter: TFilter) {
    const sets = setsOf(filter)
    if (!sets) return null
    const words = (used >>> 5) + 1
    const { minCents, maxCents } = filter
    const isPriced = minCents !== undefined || maxCents !== undefined
    const { within, outside } = isPriced ? prices.masks(minCents, maxCents) : {}
    const terms = sets.map((entry) => (Array.isArray(entry) ? entry : [entry]))
    if (terms.some((term) => term.length === 0)) return null
    if (within) terms.push([within])
    const { bits, count } = bitAnd.andCount(terms, outside, words)
    return {
      bits,
      words,
      count: isPriced ? count - prices.correct(bits, minCents, maxCents) : count,
      nonZeroWords: bitAnd.nonZeroWords,
    }
  }

  /** Calls `visit` with each slot whose bit is set in the first `words` words, in slot order. */
  function forEachBit(bits: Uint32Array, words: number, visit: (slot: number) => void) {
    for (let word = 0; word < words; word += 1) {
      let value = bits[word] as number
      while (value !== 0) {
        const low = value & -value
        value ^= low
        visit(word * 32 + (31 - Math.clz32(low)))
      }
    }
  }

  function popcount(bits: Uint32Array, words: number) {
    let total = 0
    for (let word = 0; word < words; word += 1) total += bitCount(bits[word] as number)
    return total
  }

  /** Keeps only the slots inside the viewport (read from the grid's cells that overlap it). */
  function narrowToBbox(bits: Uint32Array, words: number, bbox: TBbox) {
    const inside = new Uint32Array(words)
    const { south, north, west, east } = bbox
    grid.cellsIn(bbox, ({ slots, latitudes, longitudes, from, to }, isInside) => {
      for (let index = from; index < to; index += 1) {
        const slot = slots[index] as number
        if (!hasBit(bits, slot)) continue
        if (!isInside) {
          const lat = latitudes[index] as number
          const lon = longitudes[index] as number
          if (lat < south || lat > north || lon < west || lon > east) continue
        }
        setBit(inside, slot, true)
      }
    })
    bits.set(inside.subarray(0, words))
  }

  /**
   * Slots `offset`…`offset + limit` of the matches in the order: walking the order and testing each
   * slot's bit costs about (offset + limit) × catalogue / count steps; offering every match to a
   * heap of the first (offset + limit) by label costs a label read per match, after finding them
   * (every word, or only the words the WebAssembly module lists when the set is a search's
   * result). The cheaper one is taken.
   */
  function pageOf(
    bits: Uint32Array,
    words: number,
    count: number,
    order: ReturnType<typeof createSortedOrder>,
    isReversed: boolean,
    offset: number,
    limit: number,
    {
      within = { from: 0, to: order.view().length },
      nonZeroWords,
    }: {
      /** The part of the order every match lies in (a price range in the price order). */
      within?: { from: number; to: number }
      /** The first word of each block of four that may hold a match (bit-and.ts); else every word. */
      nonZeroWords?: () => Int32Array
    } = {},
  ): number[] {
    const end = Math.min(offset + limit, count)
    const page: number[] = []
    if (end <= offset) return page
    const slots = order.view()
    const walked = slots.subarray(within.from, within.to)
    const walkSteps = (end * walked.length) / count
    // Offering a match costs a read of its label, a cache miss in a server answering other
    // requests between searches: about as long as 32 steps of the walk, whose reads are in order or
    // in the bit set just written. Keeping one costs a heap step per level.
    const keptSteps = words / (nonZeroWords ? 64 : 8) + count * 32 + end * 2 * Math.log2(end + 1)
    if (walkSteps <= keptSteps) {
      let seen = 0
      for (let step = 0; step < walked.length && seen < end; step += 1) {
        const slot = walked[isReversed ? walked.length - 1 - step : step] as number
        if ((((bits[slot >>> 5] as number) >>> (slot & 31)) & 1) === 0) continue
        if (seen >= offset) page.push(slot)
        seen += 1
      }
      return page
    }
    // The first `end` matches by label (the last, reversed: their labels negated), with their slots.
    const labels = order.labels()
    const sign = isReversed ? -1 : 1
    pageKept.reset(end)
    if (nonZeroWords) {
      const firsts = nonZeroWords()
      for (let index = 0; index < firsts.length; index += 1) {
        const first = firsts[index] as number
        offerMatches(bits, labels, first, Math.min(first + 4, words), sign, pageKept)
      }
    } else offerMatches(bits, labels, 0, words, sign, pageKept)
    const kept = pageKept.drain()
    for (let index = offset; index < end; index += 1) page.push(kept[index] as number)
    return page
  }

  const fieldsOf = (slot: number): TCardFields => {
    const photos = photoSets.valueOf(photosCode[slot] as number)
    const city = cities.valueOf(cityNameCode[slot] as number)
    return {
      listingId: listingId[slot] as number,
      title: title.get(slot) as string,
      titleFr: titleFr.get(slot) as string,
      listingTypeJson: listingTypes.valueOf(listingTypeCode[slot] as number).json,
      roomCategoryJson: roomCategories.valueOf(roomCategoryCode[slot] as number).json,
      addressStreet: street.get(slot) as string,
      addressCity: city.name,
      addressCityJson: city.json,
      latitude: latitude[slot] as number,
      longitude: longitude[slot] as number,
      priceCents: priceCents[slot] as number,
      photosJson: photos.photosJson,
      mainPhotoJson: photos.mainPhotoJson,
      maxGuests: maxGuests[slot] as number,
      numBedrooms: numBedrooms[slot] as number,
      ratingAvgJson: ratings.valueOf(ratingCode[slot] as number).json,
      reviewCount: reviewCount[slot] as number,
    }
  }

  const writeCard = (slot: number) => cardJson(fieldsOf(slot))
  const writeMapItem = (slot: number) => mapItemJson(fieldsOf(slot))

  return {
    upsert,
    remove,
    loadAll,
    prewarm,
    get size() {
      return byId.view().length
    },
    /** A slot's listing id (slots are what searches return). */
    idOf: (slot: number) => listingId[slot] as number,
    /** A slot's card as UTF-8 JSON (card-json.ts), written once per change. */
    cardBytes: (slot: number) => cardCache.get(slot, writeCard),
    /** A slot's map item as UTF-8 JSON. */
    mapItemBytes: (slot: number) => mapItemCache.get(slot, writeMapItem),
    /** What a listing's page takes from the read model; undefined when it is not published. */
    listing(id: number) {
      const slot = slotOf(id)
      if (slot === undefined) return undefined
      const ranges: [string, string][] = []
      free.forEach(slot, (from, to) => ranges.push([isoDateOf(from), isoDateOf(to)]))
      return {
        ratingAvg: ratings.valueOf(ratingCode[slot] as number).text,
        reviewCount: reviewCount[slot] as number,
        freeDays: ranges,
        hasCitq: hasCitq[slot] === 1,
      }
    },

    /**
     * Every city and neighbourhood of Montréal with published homes, with how many and their mean
     * position; recounted (one pass over the live slots) only after the catalogue changed.
     */
    places(): TPlaceTotal[] {
      if (placesCache?.version === version) return placesCache.places
      const cities = cityNames.length
      const counts = new Int32Array(cities + NEIGHBOURHOODS.length)
      const latitudes = new Float64Array(counts.length)
      const longitudes = new Float64Array(counts.length)
      const add = (index: number, slot: number) => {
        counts[index] = (counts[index] as number) + 1
        latitudes[index] = (latitudes[index] as number) + (latitude[slot] as number)
        longitudes[index] = (longitudes[index] as number) + (longitude[slot] as number)
      }
      // A city spelled like a neighbourhood (Westmount, Verdun) is one place with it, as in a search.
      const bucketOf = cityNames.map((name, code) => {
        const area = NEIGHBOURHOOD_OF_FOLDED.get(foldLikePostgres(name))
        return area === undefined ? code : cities + area
      })
      for (let slot = 0; slot < used; slot += 1) {
        if (!isLive(slot)) continue
        add(bucketOf[cityCode[slot] as number] as number, slot)
        const area = neighbourhood[slot] as number
        if (area >= 0) add(cities + area, slot)
      }
      const places: TPlaceTotal[] = []
      for (let index = 0; index < counts.length; index += 1) {
        const count = counts[index] as number
        if (count === 0) continue
        const area = NEIGHBOURHOODS[index - cities]
        places.push({
          name: index < cities ? (cityNames[index] as string) : (area?.name as string),
          kind: index < cities ? 'city' : 'neighbourhood',
          count,
          latitude: (latitudes[index] as number) / count,
          longitude: (longitudes[index] as number) / count,
        })
      }
      placesCache = { version, places }
      return places
    },

    /** Readies what `search`, `count` and `survey` need for a filter without blocking: its text's set. */
    prepare: (filter: TFilter): Promise<void> =>
      filter.text === undefined ? Promise.resolve() : text.prepare(filter.text),

    /** One page of matches (slots) in the asked order, and how many match in all. */
    search(filter: TFilter, sort: TSort, offset: number, limit: number) {
      const matched = matchingSet(filter)
      if (!matched) return { count: 0, page: [] as number[] }
      const { bits, words } = matched
      if (filter.bbox) narrowToBbox(bits, words, filter.bbox)
      const count = filter.bbox ? popcount(bits, words) : matched.count
      const { nonZeroWords } = matched
      if (sort === 'newest')
        return { count, page: pageOf(bits, words, count, newest, false, offset, limit, { nonZeroWords }) }
      // Priced matches lie between the bounds in the price order: walking from its far end would
      // pass every home above (or below) the range first, most of the catalogue for a low budget.
      const within = {
        from: filter.minCents === undefined ? 0 : firstPricedAtLeast(filter.minCents),
        to: filter.maxCents === undefined ? byPrice.view().length : firstPricedAtLeast(filter.maxCents + 1),
      }
      const page = pageOf(bits, words, count, byPrice, sort === '-price', offset, limit, {
        within,
        nonZeroWords,
      })
      return { count, page }
    },

    /**
     * How many live listings are comparable to a home and their median monthly price in cents (as
     * PostgreSQL's `percentile_cont(0.5)`: the mean of the middle two for an even count), null for
     * none. The homes read are those of the bedroom count's set ANDed with the area's (the city
     * filter's set), word by word: reading the bedroom count's set alone read a third of a
     * million-listing catalogue, 3.6 ms a price check on the event loop (`bench/engine-only.ts`).
     * Each home read weighs 0 or 1 by its codes instead of being skipped by branches the processor
     * would guess wrong (comparable-prices.ts). The median is selected, not sorted.
     */
    comparable(home: TComparableHome): { count: number; median: number | null } {
      const sameBedrooms = bedroomsSet(home.bedrooms)
      // A home of Montréal is compared within its neighbourhood, any other within its city.
      const sameArea =
        home.neighbourhood === -1
          ? placeSet(cityCodes.get(foldLikePostgres(home.city)) ?? -1, -2)
          : placeSet(-1, home.neighbourhood)
      const category = roomCategories.find(home.roomCategory) ?? -1
      const isWantedType = new Uint8Array(listingTypes.size)
      for (const type of home.types) {
        const code = listingTypes.find(type)
        if (code !== undefined) isWantedType[code] = 1
      }
      if (comparablePrices.length < used + 1) comparablePrices = new Int32Array(capacity + 1)
      const count = gatherComparablePrices(
        sameBedrooms,
        sameArea,
        Math.min((used >>> 5) + 1, sameBedrooms.length, sameArea.length),
        { priceCents, listingId, roomCategoryCode, listingTypeCode },
        { category, isWantedType, listingId: home.listingId },
        comparablePrices,
      )
      return { count, median: medianOf(comparablePrices.subarray(0, count)) }
    },

    /** How many listings a search matches: `search` without its page (the alert matcher asks only this). */
    count(filter: TFilter) {
      const matched = matchingSet(filter)
      if (!matched) return 0
      if (!filter.bbox) return matched.count
      narrowToBbox(matched.bits, matched.words, filter.bbox)
      return popcount(matched.bits, matched.words)
    },

    /**
     * Listings of a viewport by id, as the map pages them: counted from the grid (cells wholly
     * inside without testing their listings), the page gathered like a search's (pageOf).
     */
    byIdInBbox(bbox: TBbox | undefined, offset: number, limit: number) {
      if (!bbox) return { count: byId.view().length, page: [...byId.view().subarray(offset, offset + limit)] }
      const { south, north, west, east } = bbox
      const isIn = (lat: number, lon: number) => lat >= south && lat <= north && lon >= west && lon <= east
      let count = 0
      grid.cellsIn(bbox, (run, isInside) => {
        if (isInside) {
          count += run.to - run.from
          return
        }
        const { latitudes, longitudes } = run
        for (let index = run.from; index < run.to; index += 1)
          if (isIn(latitudes[index] as number, longitudes[index] as number)) count += 1
      })
      const end = Math.min(offset + limit, count)
      if (end <= offset) return { count, page: [] as number[] }
      // A viewport holding a good share of the catalogue: walking the id order and testing each
      // listing's position finds the page after about end × size / count steps, far fewer than the
      // listings inside (a map pan over the city). A sparse one is gathered like a search's.
      const ids = byId.view()
      if ((end * ids.length) / count <= count) {
        const page: number[] = []
        let seen = 0
        for (let step = 0; step < ids.length && seen < end; step += 1) {
          const slot = ids[step] as number
          if (!isIn(latitude[slot] as number, longitude[slot] as number)) continue
          if (seen >= offset) page.push(slot)
          seen += 1
        }
        return { count, page }
      }
      const words = (used >>> 5) + 1
      if (scratch.length < words) scratch = new Uint32Array(words * 2)
      const bits = scratch
      bits.fill(0, 0, words)
      grid.cellsIn(bbox, (run, isInside) => {
        const { slots, latitudes, longitudes } = run
        for (let index = run.from; index < run.to; index += 1) {
          if (!isInside && !isIn(latitudes[index] as number, longitudes[index] as number)) continue
          const slot = slots[index] as number
          bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31))
        }
      })
      return { count, page: pageOf(bits, words, count, byId, false, offset, limit) }
    },

    /** The viewport's listings as clusters on the map's lattice (cluster-lattice.ts). */
    clusters(bbox: TBbox, filter: TFilter = {}) {
      return this.survey(bbox, 0, filter).clusters
    },

    /**
     * One pass over a viewport: how many listings matching `filter` (its bbox ignored) it holds,
     * them as clusters on the lattice cells it spans (count, mean position, lowest price, the
     * cell's bounds), and — when they are at most `markerLimit` — the listings themselves (slots)
     * by id. With no filter, from lattice level 0 up, a grid cell wholly inside the viewport adds
     * its totals without its listings being read; a filter reads each listing to test its bit.
     */
    survey(bbox: TBbox, markerLimit: number, filter: TFilter = {}) {
      const { bbox: _ignored, ...constraints } = filter
      const matched = Object.keys(constraints).length > 0 ? matchingSet(constraints) : undefined
      // Every constraint, in a fixed order: two filters with the same key keep the same homes.
      const filterKey = matched ? JSON.stringify(constraints, Object.keys(constraints).sort()) : ''
      const level = clusterLevel(bbox)
      const firstColumn = latticeColumn(bbox.west, level)
      const firstRow = latticeRow(bbox.south, level)
      const width = latticeColumn(bbox.east, level) - firstColumn + 1
      const cellCount = width * (latticeRow(bbox.north, level) - firstRow + 1)
      const counts = new Int32Array(cellCount)
      const latitudes = new Float64Array(cellCount)
      const longitudes = new Float64Array(cellCount)
      const minPrices = new Int32Array(cellCount)
      const inside: number[] = []
      let found = 0
      const { south, north, west, east } = bbox
      const add = (cell: number, count: number, latitudeSum: number, longitudeSum: number, price: number) => {
        if (counts[cell] === 0 || price < (minPrices[cell] as number)) minPrices[cell] = price
        counts[cell] = (counts[cell] as number) + count
        latitudes[cell] = (latitudes[cell] as number) + latitudeSum
        longitudes[cell] = (longitudes[cell] as number) + longitudeSum
      }
      const scale = 2 ** Math.max(level, 0)
      const fineDegrees = fineCellDegrees(Math.min(level, 0))
      /** From level 0 up, the lattice cell holding a whole grid cell. */
      const coarseCell = (column: number, row: number) =>
        Math.floor(column / scale) - firstColumn + width * (Math.floor(row / scale) - firstRow)
      /** Below level 0, the lattice cell of a position. */
      const fineCell = (lat: number, lon: number) =>
        Math.floor((lon + 180) / fineDegrees) -
        firstColumn +
        width * (Math.floor((lat + 90) / fineDegrees) - firstRow)
      // Far fewer matches in all than homes in the viewport (a wide map with a selective filter):
      // the matches are read from their bit set instead of every home of the viewport from the
      // grid. A match read that way costs several times a home read from the grid (scattered
      // columns, its lattice cell worked out alone): at a million listings the bench's filtered
      // maps took 3.3 ms of CPU choosing it at 1 match per viewport home, 2.4 ms at 1 per 16.
      let inViewport = 0
      if (matched) grid.cellsIn(bbox, (run) => (inViewport += run.to - run.from))
      if (matched && matched.count * MATCHES_READ_COST < inViewport) {
        forEachBit(matched.bits, matched.words, (slot) => {
          const lat = latitude[slot] as number
          const lon = longitude[slot] as number
          if (lat < south || lat > north || lon < west || lon > east) return
          if (found <= markerLimit) inside.push(slot)
          found += 1
          const cell = level >= 0 ? coarseCell(gridColumn(lon), gridRow(lat)) : fineCell(lat, lon)
          add(cell, 1, lat, lon, priceCents[slot] as number)
        })
      } else
        grid.cellsIn(
          bbox,
          (run, isInside) => {
            const { slots, latitudes: lats, longitudes: lons, prices, from, to } = run
            // From level 0 up the whole grid cell lies in one lattice cell.
            const wholeCell = level >= 0 ? coarseCell(run.column, run.row) : -1
            if (matched === null) return
            // Below level 0, a part whose corners fall in one lattice cell lies wholly in it (the
            // lattice's floor is monotonic); a whole cell's bounds are NaN and never match.
            const runCell = wholeCell >= 0 ? wholeCell : fineCell(run.south, run.west)
            if (
              isInside &&
              matched === undefined &&
              (wholeCell >= 0 || runCell === fineCell(run.north, run.east))
            ) {
              if (found <= markerLimit)
                for (let index = from; index < to; index += 1) inside.push(slots[index] as number)
              found += to - from
              add(runCell, to - from, run.latitudeSum, run.longitudeSum, run.minPrice)
              return
            }
            // Past the markers (a wide map), a filtered run in one lattice cell is summed without a
            // branch per home: 1.4 → 1.0 ms per filtered map at a million listings (decision 026).
            // A whole grid cell inside the view gives the filter's sums kept for it while it is
            // unchanged (filtered-cell-sums.ts).
            if (wholeCell >= 0 && matched && found > markerLimit) {
              const sums =
                isInside && from === 0 && to === slots.length
                  ? filteredCellSums.ofWholeCell(filterKey, matched.bits, run)
                  : sumMatchingRun(matched.bits, run, isInside ? undefined : bbox)
              if (sums.count > 0)
                add(wholeCell, sums.count, sums.latitudeSum, sums.longitudeSum, sums.minPrice)
              found += sums.count
              return
            }
            if (wholeCell >= 0) {
              // One lattice cell for the whole run, its matches perhaps markers: its sums are kept in
              // locals and added once, and a listing's bit is tested before its position is read.
              const bits = matched?.bits
              let count = 0
              let latitudeSum = 0
              let longitudeSum = 0
              let minPrice = Number.POSITIVE_INFINITY
              for (let index = from; index < to; index += 1) {
                const slot = slots[index] as number
                if (bits && !hasBit(bits, slot)) continue
                const lat = lats[index] as number
                const lon = lons[index] as number
                if (!isInside && (lat < south || lat > north || lon < west || lon > east)) continue
                if (found + count <= markerLimit) inside.push(slot)
                count += 1
                latitudeSum += lat
                longitudeSum += lon
                minPrice = Math.min(minPrice, prices[index] as number)
              }
              if (count > 0) add(wholeCell, count, latitudeSum, longitudeSum, minPrice)
              found += count
              return
            }
            for (let index = from; index < to; index += 1) {
              const lat = lats[index] as number
              const lon = lons[index] as number
              if (!isInside && (lat < south || lat > north || lon < west || lon > east)) continue
              if (matched && !hasBit(matched.bits, slots[index] as number)) continue
              if (found <= markerLimit) inside.push(slots[index] as number)
              found += 1
              add(fineCell(lat, lon), 1, lat, lon, prices[index] as number)
            }
          },
          level < 0 && matched === undefined,
        )
      const clusters: {
        count: number
        latitude: number
        longitude: number
        minPrice: number
        bounds: Readonly<TBbox>
      }[] = []
      for (let cell = 0; cell < cellCount; cell += 1) {
        const count = counts[cell] as number
        if (count === 0) continue
        clusters.push({
          count,
          latitude: (latitudes[cell] as number) / count,
          longitude: (longitudes[cell] as number) / count,
          minPrice: minPrices[cell] as number,
          bounds: latticeCellBounds(firstColumn + (cell % width), firstRow + Math.floor(cell / width), level),
        })
      }
      const markers =
        found <= markerLimit ? inside.sort((a, b) => (listingId[a] as number) - (listingId[b] as number)) : []
      return { total: found, clusters, markers }
    },

    /** Bytes of cards and map items kept written (slot-bytes-cache.ts). */
    cachedBytes: () => cardCache.byteLength() + mapItemCache.byteLength(),

    /** Bytes held by the typed-array columns, orders, bit sets and joined texts (one byte a character). */
    columnBytes() {
      const columns = [
        listingId,
        priceCents,
        maxGuests,
        numBedrooms,
        reviewCount,
        typeCode,
        isLiveColumn,
        amenityBits,
        cityCode,
        cityNameCode,
        listingTypeCode,
        roomCategoryCode,
        ratingCode,
        photosCode,
        neighbourhood,
        latitude,
        longitude,
      ]
      return (
        columns.reduce((total, column) => total + column.byteLength, publishedMicros.byteLength) +
        free.byteLength() +
        orders.reduce((total, order) => total + order.byteLength(), 0) +
        text.byteLength() +
        title.byteLength() +
        titleFr.byteLength() +
        street.byteLength() +
        derived.byteLength() +
        freeDaySets.byteLength() +
        prices.byteLength()
      )
    },
  }
}
export type TReadModel = ReturnType<typeof createReadModel>
