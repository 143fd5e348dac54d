import { centsToDecimal, type TBbox, type TListingCard, type TMapItem } from '@demeure/shared'
import { pageEnvelope, type TPage } from '../../lib/pagination.ts'
import { publicUrl } from '../../plugins/storage/index.ts'
import { nightlyCents } from '../listings/index.ts'
import type { searchDocuments } from './tables.ts'

/** What a result card and a map marker show: a search document without its filter-only fields. */
export type TCardSource = Omit<
  typeof searchDocuments.$inferSelect,
  'freeDates' | 'amenities' | 'publishedAt' | 'searchText'
>

/** The one serializer of search cards (a localized title would be chosen here). */
export function toCardWire(doc: TCardSource): TListingCard {
  const photos = doc.photoKeys.map(publicUrl)
  return {
    property_id: doc.propertyId,
    title: doc.title,
    title_fr: doc.titleFr ?? '',
    property_type: doc.propertyType,
    room_category: doc.roomCategory,
    address_street: doc.addressStreet,
    address_city: doc.addressCity,
    latitude: doc.latitude.toFixed(6),
    longitude: doc.longitude.toFixed(6),
    price_per_month: centsToDecimal(doc.priceCents),
    price_per_night: centsToDecimal(nightlyCents(doc.priceCents)),
    main_photo: photos[0] ?? null,
    photos,
    max_guests: doc.maxGuests,
    num_bedrooms: doc.numBedrooms,
    rating_avg: doc.ratingAvg,
    review_count: doc.reviewCount,
  }
}

export function toMapItemWire(doc: TCardSource): TMapItem {
  return {
    property_id: doc.propertyId,
    latitude: doc.latitude.toFixed(6),
    longitude: doc.longitude.toFixed(6),
    title: doc.title,
    title_fr: doc.titleFr ?? '',
    main_photo: doc.photoKeys[0] ? publicUrl(doc.photoKeys[0]) : null,
    address_city: doc.addressCity,
    address_street: doc.addressStreet,
    price_per_month: centsToDecimal(doc.priceCents),
    property_type: doc.propertyType,
    location: `${doc.addressStreet}, ${doc.addressCity}`,
  }
}

/**
 * The list envelope (lib/pagination.ts) around a page of items already written as UTF-8 JSON (the
 * wire fast path of decision 010), its links pointing at the address the client asked for (`url`).
 */
export function pageBytes(page: TPage<Buffer>, url: string): Buffer {
  const { count, next, previous } = pageEnvelope({ ...page, results: [] }, url)
  const head = `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":`
  return jsonArrayBytes(head, page.results, '}')
}

/** One cluster of a map view, as the engine's survey gives it (engine/read-model.ts). */
export type TMapCluster = {
  count: number
  latitude: number
  longitude: number
  minPrice: number
  bounds: Readonly<TBbox>
}

const degrees = (value: number) => Number(value.toFixed(6))
/** A lattice cell's bounds as JSON, kept beside the cell's bounds object (the same for the same cell). */
const boundsJsonOf = new WeakMap<Readonly<TBbox>, string>()
function boundsJson(bounds: Readonly<TBbox>) {
  let json = boundsJsonOf.get(bounds)
  if (json === undefined) {
    json =
      `{"west":${degrees(bounds.west)},"south":${degrees(bounds.south)}` +
      `,"east":${degrees(bounds.east)},"north":${degrees(bounds.north)}}`
    boundsJsonOf.set(bounds, json)
  }
  return json
}

/**
 * GET /api/properties/map-view/'s answer: the viewport's total, its markers (map items already
 * written as JSON) and up to 384 clusters written here.
 */
export function mapViewBytes(total: number, markers: readonly Buffer[], clusters: readonly TMapCluster[]) {
  const written = clusters.map(
    ({ latitude, longitude, count, minPrice, bounds }) =>
      `{"latitude":"${latitude.toFixed(6)}","longitude":"${longitude.toFixed(6)}"` +
      `,"count":${count},"min_price":"${centsToDecimal(minPrice)}","bounds":${boundsJson(bounds)}}`,
  )
  return jsonArrayBytes(`{"total":${total},"items":`, markers, `,"clusters":[${written.join(',')}]}`)
}

const [COMMA, OPEN, CLOSE] = [0x2c, 0x5b, 0x5d]

/**
 * `head[item,item,…]tail` as bytes: the items are copied once into the answer, never decoded or
 * encoded again (a page's text encoded per request cost as much as writing its cards). Written in
 * place rather than by `Buffer.concat`, whose per-part checks cost more than the copies.
 */
export function jsonArrayBytes(head: string, items: readonly Buffer[], tail: string): Buffer {
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail) + 2 + Math.max(0, items.length - 1)
  for (let index = 0; index < items.length; index += 1) length += (items[index] as Buffer).length
  const answer = Buffer.allocUnsafe(length)
  let at = answer.write(head, 0)
  answer[at++] = OPEN
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0) answer[at++] = COMMA
    const item = items[index] as Buffer
    answer.set(item, at)
    at += item.length
  }
  answer[at++] = CLOSE
  answer.write(tail, at)
  return answer
}
