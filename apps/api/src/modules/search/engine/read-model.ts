import { AMENITIES, PROPERTY_TYPES, type TBbox } from '@demeure/shared'
import type { searchDocuments } from '../../../db/schema/index.ts'
import type { TCardSource } from '../wire.ts'
import { createDerivedSets } from './derived-sets.ts'
import { foldLikePostgres } from './fold.ts'
import { createFreeDaySets } from './free-day-sets.ts'
import { isFreeOn } from './free-days.ts'
import { createSortedOrder } from './sorted-order.ts'
import { createSpatialGrid } from './spatial-grid.ts'
import { createTextMatcher, hasBit } from './text-matcher.ts'

export type TSearchDocument = typeof searchDocuments.$inferSelect
/** A search document as loaded: its free dates parsed, its publication time to the microsecond. */
export type TLoadedDocument = { doc: TSearchDocument; publishedMicros: number; freeDays: Int32Array }

/** What one search asks, already in the model's units (cents, day numbers, bit masks). */
export type TFilter = {
  /** Folded text that city + street + title must contain. */
  text?: string
  /** Folded city name the listing's city must equal. */
  city?: string
  typeMask?: number
  minCents?: number
  maxCents?: number
  moveInDay?: number
  amenityMask?: number
  guests?: number
  bbox?: TBbox
}
export type TSort = 'newest' | 'price' | '-price'

const TYPE_CODES = new Map<string, number>(PROPERTY_TYPES.map((type, index) => [type, index]))
const AMENITY_BITS = new Map<string, number>(AMENITIES.map((amenity, index) => [amenity, 1 << index]))
const NO_CODE = 31

export const typeMaskOf = (types: readonly string[]) =>
  types.reduce((mask, type) => mask | (1 << (TYPE_CODES.get(type) ?? NO_CODE)), 0)
export const amenityMaskOf = (amenities: readonly string[]) =>
  amenities.reduce((mask, amenity) => mask | (AMENITY_BITS.get(amenity) ?? 0), 0)

/**
 * Every published listing of the catalogue, laid out for filtering: one slot per listing, its
 * filterable fields in typed-array columns, three orders kept sorted as listings change (newest,
 * price, id), a spatial grid for viewports and a cache of text matches. A search walks one order
 * and tests each slot with a few array reads, which counts and pages in one pass.
 */
export function createReadModel(initialCapacity = 1024) {
  let capacity = initialCapacity
  let propertyId = new Int32Array(capacity)
  let priceCents = new Int32Array(capacity)
  let maxGuests = new Int32Array(capacity)
  let typeCode = new Uint8Array(capacity)
  let amenityBits = new Uint32Array(capacity)
  let cityCode = new Int32Array(capacity)
  let latitude = new Float64Array(capacity)
  let longitude = new Float64Array(capacity)
  let publishedMicros = new Float64Array(capacity)
  const freeDays: Int32Array[] = []
  const docs: (TCardSource | undefined)[] = []
  // Cities, types and photo keys repeat across listings: one string each instead of one per listing.
  const strings = new Map<string, string>()
  const intern = (text: string) => {
    const known = strings.get(text)
    if (known !== undefined) return known
    strings.set(text, text)
    return text
  }
  const slotOf = new Map<number, number>()
  const freeSlots: number[] = []
  let used = 0
  const cityCodes = new Map<string, number>()

  const newest = createSortedOrder((a, b) => {
    const byTime = (publishedMicros[b] as number) - (publishedMicros[a] as number)
    return byTime !== 0 ? byTime : (propertyId[b] as number) - (propertyId[a] as number)
  })
  const byPrice = createSortedOrder((a, b) => {
    const byCents = (priceCents[a] as number) - (priceCents[b] as number)
    return byCents !== 0 ? byCents : (propertyId[a] as number) - (propertyId[b] as number)
  })
  const byId = createSortedOrder((a, b) => (propertyId[a] as number) - (propertyId[b] as number))
  const orders = [newest, byPrice, byId]
  const grid = createSpatialGrid()
  const text = createTextMatcher((slot) => docs[slot]?.searchText)
  const derived = createDerivedSets(() => used)
  const isLive = (slot: number) => docs[slot] !== undefined
  const freeDaySets = createFreeDaySets(
    () => used,
    (slot) => (isLive(slot) ? freeDays[slot] : undefined),
  )

  function grow() {
    capacity *= 2
    const widen = <T extends Int32Array | Uint8Array | Uint32Array | Float64Array>(column: T): T => {
      const wider = new (column.constructor as new (size: number) => T)(capacity)
      wider.set(column)
      return wider
    }
    propertyId = widen(propertyId)
    priceCents = widen(priceCents)
    maxGuests = widen(maxGuests)
    typeCode = widen(typeCode)
    amenityBits = widen(amenityBits)
    cityCode = widen(cityCode)
    latitude = widen(latitude)
    longitude = widen(longitude)
    publishedMicros = widen(publishedMicros)
    for (const order of orders) order.reserve(capacity)
  }

  function cityCodeOf(city: string): number {
    const key = foldLikePostgres(city)
    let code = cityCodes.get(key)
    if (code === undefined) {
      code = cityCodes.size
      cityCodes.set(key, code)
    }
    return code
  }

  function remove(id: number) {
    const slot = slotOf.get(id)
    if (slot === undefined) return
    for (const order of orders) order.remove(slot)
    grid.remove(slot, latitude[slot] as number, longitude[slot] as number)
    text.forget(slot)
    docs[slot] = undefined
    derived.update(slot)
    freeDaySets.update(slot)
    slotOf.delete(id)
    freeSlots.push(slot)
  }

  /** Writes a document's columns into a fresh slot (not yet in the orders, grid or text sets). */
  function place(loaded: TLoadedDocument): number {
    const { doc } = loaded
    let slot = freeSlots.pop()
    if (slot === undefined) {
      if (used === capacity) grow()
      slot = used
      used += 1
    }
    propertyId[slot] = doc.propertyId
    priceCents[slot] = doc.priceCents
    maxGuests[slot] = doc.maxGuests
    typeCode[slot] = TYPE_CODES.get(doc.propertyType) ?? NO_CODE
    amenityBits[slot] = amenityMaskOf(doc.amenities)
    cityCode[slot] = cityCodeOf(doc.addressCity)
    latitude[slot] = doc.latitude
    longitude[slot] = doc.longitude
    publishedMicros[slot] = loaded.publishedMicros
    freeDays[slot] = loaded.freeDays
    docs[slot] = {
      propertyId: doc.propertyId,
      searchText: doc.searchText,
      title: doc.title,
      titleFr: doc.titleFr,
      propertyType: intern(doc.propertyType),
      roomCategory: intern(doc.roomCategory),
      addressStreet: doc.addressStreet,
      addressCity: intern(doc.addressCity),
      latitude: doc.latitude,
      longitude: doc.longitude,
      priceCents: doc.priceCents,
      maxGuests: doc.maxGuests,
      numBedrooms: doc.numBedrooms,
      photoKeys: doc.photoKeys.map(intern),
      ratingAvg: intern(doc.ratingAvg),
      reviewCount: doc.reviewCount,
    }
    slotOf.set(doc.propertyId, slot)
    grid.add(slot, doc.latitude, doc.longitude)
    return slot
  }

  function upsert(loaded: TLoadedDocument) {
    remove(loaded.doc.propertyId)
    const slot = place(loaded)
    for (const order of orders) order.insert(slot)
    text.learn(slot)
    derived.update(slot)
    freeDaySets.update(slot)
  }

  /** Replaces the whole catalogue (start-up, or after changes may have been missed). */
  function loadAll(all: TLoadedDocument[]) {
    slotOf.clear()
    strings.clear()
    freeSlots.length = 0
    docs.length = 0
    freeDays.length = 0
    used = 0
    grid.clear()
    text.clear()
    derived.clear()
    freeDaySets.clear()
    const slots = Int32Array.from(all, place)
    for (const order of orders) order.reset(slots)
  }

  const inBbox = (slot: number, bbox: TBbox) => {
    const lat = latitude[slot] as number
    const lon = longitude[slot] as number
    return lat >= bbox.south && lat <= bbox.north && lon >= bbox.west && lon <= bbox.east
  }

  /**
   * The filter as the AND of bit sets (text, city, types, amenities, guests, move-in day), plus
   * what is tested listing by listing (price range, viewport); null when nothing can match.
   */
  function plan(filter: TFilter) {
    const sets: Uint32Array[] = []
    if (filter.text !== undefined) sets.push(text.matches(filter.text, used))
    if (filter.city !== undefined) {
      const city = cityCodes.get(filter.city)
      if (city === undefined) return null
      sets.push(derived.get(`city:${city}`, (slot) => isLive(slot) && cityCode[slot] === city))
    }
    const { typeMask, amenityMask, guests, moveInDay, minCents, maxCents, bbox } = filter
    if (typeMask !== undefined) {
      // One set per type, OR-ed: a handful of sets serve every mix of types.
      const words = (used >>> 5) + 1
      const anyType = new Uint32Array(words)
      for (let code = 0; code < 32; code += 1) {
        if ((typeMask & (1 << code)) === 0) continue
        const ofType = derived.get(`type:${code}`, (slot) => isLive(slot) && typeCode[slot] === code)
        for (let word = 0; word < words; word += 1) {
          anyType[word] = (anyType[word] as number) | ((ofType[word] as number) | 0)
        }
      }
      sets.push(anyType)
    }
    for (let bit = 0; amenityMask !== undefined && bit < 32; bit += 1) {
      const wanted = 1 << bit
      if ((amenityMask & wanted) === 0) continue
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
    if (moveInDay !== undefined) {
      const ofDay = freeDaySets.get(moveInDay)
      sets.push(
        ofDay ??
          derived.get(
            `free:${moveInDay}`,
            (slot) => isLive(slot) && isFreeOn(freeDays[slot] as Int32Array, moveInDay),
          ),
      )
    }
    if (sets.length === 0) sets.push(derived.get('live', isLive))
    const words = (used >>> 5) + 1
    const combined = new Uint32Array(words)
    combined.set((sets[0] as Uint32Array).subarray(0, words))
    for (const bits of sets.slice(1)) {
      for (let word = 0; word < words; word += 1) {
        combined[word] = (combined[word] as number) & ((bits[word] as number) | 0)
      }
    }
    const hasResidual = minCents !== undefined || maxCents !== undefined || bbox !== undefined
    const residual = (slot: number) =>
      (minCents === undefined || (priceCents[slot] as number) >= minCents) &&
      (maxCents === undefined || (priceCents[slot] as number) <= maxCents) &&
      (bbox === undefined || inBbox(slot, bbox))
    return {
      combined,
      matches: hasResidual
        ? (slot: number) => hasBit(combined, slot) && residual(slot)
        : (slot: number) => hasBit(combined, slot),
      /** How many slots match: set bits, each tested for the residual filters when there are any. */
      count() {
        let total = 0
        for (let word = 0; word < words; word += 1) {
          let bits = combined[word] as number
          if (bits === 0) continue
          if (!hasResidual) {
            bits -= (bits >>> 1) & 0x55555555
            bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333)
            total += (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number
            continue
          }
          while (bits !== 0) {
            const low = bits & -bits
            if (residual(word * 32 + (31 - Math.clz32(low)))) total += 1
            bits ^= low
          }
        }
        return total
      },
    }
  }

  /**
   * The matching slots of a small viewport straight from the grid, in the order's sequence; or
   * undefined when the viewport covers so much that walking the whole order is cheaper.
   */
  function fromGrid(
    filter: TFilter,
    order: ReturnType<typeof createSortedOrder>,
    matches: (slot: number) => boolean,
  ) {
    if (!filter.bbox || grid.estimate(filter.bbox) > slotOf.size / 8) return undefined
    const found: number[] = []
    grid.candidates(filter.bbox, (slot) => {
      if (matches(slot)) found.push(slot)
    })
    return found.sort(order.compare)
  }

  return {
    upsert,
    remove,
    loadAll,
    get size() {
      return slotOf.size
    },
    document: (id: number) => {
      const slot = slotOf.get(id)
      return slot === undefined ? undefined : docs[slot]
    },

    /** One page of matches in the asked order, and how many match in all. */
    search(filter: TFilter, sort: TSort, offset: number, limit: number) {
      const planned = plan(filter)
      const page: TCardSource[] = []
      if (!planned) return { count: 0, page }
      const order = sort === 'newest' ? newest : byPrice
      const gridded = fromGrid(filter, order, planned.matches)
      if (gridded) {
        const sequence = sort === '-price' ? gridded.reverse() : gridded
        for (const slot of sequence.slice(offset, offset + limit)) page.push(docs[slot] as TCardSource)
        return { count: gridded.length, page }
      }
      const count = planned.count()
      // Walk the order only until the page is full.
      const end = Math.min(offset + limit, count)
      const slots = order.view()
      const isReversed = sort === '-price'
      let seen = 0
      for (let step = 0; step < slots.length && seen < end; step += 1) {
        const slot = slots[isReversed ? slots.length - 1 - step : step] as number
        if (!planned.matches(slot)) continue
        if (seen >= offset) page.push(docs[slot] as TCardSource)
        seen += 1
      }
      return { count, page }
    },

    /** Listings of a viewport by id, as the map pages them; only the page is gathered. */
    byIdInBbox(bbox: TBbox | undefined, offset: number, limit: number) {
      const page: TCardSource[] = []
      const end = offset + limit
      if (bbox && grid.estimate(bbox) <= slotOf.size / 8) {
        const found: number[] = []
        grid.candidates(bbox, (slot) => {
          if (inBbox(slot, bbox)) found.push(slot)
        })
        found.sort(byId.compare)
        for (const slot of found.slice(offset, end)) page.push(docs[slot] as TCardSource)
        return { count: found.length, page }
      }
      let count = 0
      const slots = byId.view()
      for (let index = 0; index < slots.length; index += 1) {
        const slot = slots[index] as number
        if (bbox && !inBbox(slot, bbox)) continue
        if (count >= offset && count < end) page.push(docs[slot] as TCardSource)
        count += 1
      }
      return { count, page }
    },

    /** The viewport on a columns × rows grid: count, mean position and lowest price per cell. */
    clusters(bbox: TBbox, columns: number, rows: number) {
      return this.survey(bbox, columns, rows, 0).clusters
    },

    /**
     * One pass over a viewport: how many listings it holds, them as clusters on a columns × rows
     * grid, and — when they are at most `markerLimit` — the listings themselves by id.
     */
    survey(bbox: TBbox, columns: number, rows: number, markerLimit: number) {
      const inside: number[] = []
      const cellWidth = Math.max((bbox.east - bbox.west) / columns, 1e-9)
      const cellHeight = Math.max((bbox.north - bbox.south) / rows, 1e-9)
      // Cell indexes as SQL's floor() gives them, including the east and north edges (index = size).
      const width = columns + 1
      const cellCount = width * (rows + 1)
      const counts = new Int32Array(cellCount)
      const latitudes = new Float64Array(cellCount)
      const longitudes = new Float64Array(cellCount)
      const minPrices = new Int32Array(cellCount)
      const add = (slot: number) => {
        if (!inBbox(slot, bbox)) return
        if (inside.length <= markerLimit) inside.push(slot)
        const lat = latitude[slot] as number
        const lon = longitude[slot] as number
        const cell =
          Math.floor((lon - bbox.west) / cellWidth) + width * Math.floor((lat - bbox.south) / cellHeight)
        const price = priceCents[slot] as number
        if (counts[cell] === 0 || price < (minPrices[cell] as number)) minPrices[cell] = price
        counts[cell] = (counts[cell] as number) + 1
        latitudes[cell] = (latitudes[cell] as number) + lat
        longitudes[cell] = (longitudes[cell] as number) + lon
      }
      if (grid.estimate(bbox) <= slotOf.size) grid.candidates(bbox, add)
      else byId.walk(false, add)
      const clusters: { count: number; latitude: number; longitude: number; minPrice: number }[] = []
      let total = 0
      for (let cell = 0; cell < cellCount; cell += 1) {
        const count = counts[cell] as number
        if (count === 0) continue
        total += count
        clusters.push({
          count,
          latitude: (latitudes[cell] as number) / count,
          longitude: (longitudes[cell] as number) / count,
          minPrice: minPrices[cell] as number,
        })
      }
      const markers =
        total <= markerLimit ? inside.sort(byId.compare).map((slot) => docs[slot] as TCardSource) : []
      return { total, clusters, markers }
    },

    /** Bytes held by the typed-array columns and orders (strings and documents not counted). */
    columnBytes() {
      const columns = [
        propertyId,
        priceCents,
        maxGuests,
        typeCode,
        amenityBits,
        cityCode,
        latitude,
        longitude,
      ]
      return (
        columns.reduce((total, column) => total + column.byteLength, publishedMicros.byteLength) +
        orders.reduce((total, order) => total + order.byteLength(), 0) +
        text.byteLength() +
        derived.byteLength() +
        freeDaySets.byteLength()
      )
    },
  }
}
export type TReadModel = ReturnType<typeof createReadModel>
