import { centsToDecimal, type TListingCard, type TMapItem } from '@demeure/shared'
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
 * The list envelope (lib/pagination.ts) around a page of items already written as JSON (the wire
 * fast path of decision 010), its links pointing at the address the client asked for (`url`).
 */
export function pageJson(page: TPage<string>, url: string) {
  const { count, next, previous } = pageEnvelope({ ...page, results: [] }, url)
  const items = page.results
  return `{"count":${count},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${items.join(',')}]}`
}
