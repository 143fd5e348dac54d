import { centsToDecimal } from '@demeure/shared'
import { publicUrl } from '../../../plugins/storage/index.ts'
import { nightlyCents } from '../../listings/index.ts'

/**
 * What a result card and a map marker show of one listing, as the read model keeps it. The JSON
 * below is written by hand, without building an object per card and validating it against the
 * response schema: a page of cards is the bulk of every search's cost. It must stay byte for byte
 * what `JSON.stringify(toCardWire(doc))` and `toMapItemWire` give (wire.ts; card-json.test.ts).
 */
export type TCardFields = {
  listingId: number
  title: string
  titleFr: string | null
  // Texts many listings share come quoted already, once per distinct text (the read model's intern
  // tables): quoting them per card was a fifth of a card's cost.
  listingTypeJson: string
  roomCategoryJson: string
  addressStreet: string
  addressCity: string
  addressCityJson: string
  latitude: number
  longitude: number
  priceCents: number
  /** `"main_photo":…,"photos":[…]`, shared by listings with the same photos (photosJsonOf). */
  photosJson: string
  /** `"main_photo":…` alone. */
  mainPhotoJson: string
  maxGuests: number
  numBedrooms: number
  ratingAvgJson: string
  reviewCount: number
}

const quote = JSON.stringify

/** The photos part of a card, from the listing's photo keys. */
export function photosJsonOf(photoKeys: readonly string[]) {
  const urls = photoKeys.map(publicUrl)
  const main = urls[0] === undefined ? 'null' : quote(urls[0])
  return { photosJson: `"main_photo":${main},"photos":${quote(urls)}`, mainPhotoJson: `"main_photo":${main}` }
}

export function cardJson(card: TCardFields): string {
  return (
    `{"property_id":${card.listingId},"title":${quote(card.title)},"title_fr":${quote(card.titleFr ?? '')}` +
    `,"property_type":${card.listingTypeJson},"room_category":${card.roomCategoryJson}` +
    `,"address_street":${quote(card.addressStreet)},"address_city":${card.addressCityJson}` +
    `,"latitude":"${card.latitude.toFixed(6)}","longitude":"${card.longitude.toFixed(6)}"` +
    `,"price_per_month":"${centsToDecimal(card.priceCents)}"` +
    `,"price_per_night":"${centsToDecimal(nightlyCents(card.priceCents))}",${card.photosJson}` +
    `,"max_guests":${card.maxGuests},"num_bedrooms":${card.numBedrooms}` +
    `,"rating_avg":${card.ratingAvgJson},"review_count":${card.reviewCount}}`
  )
}

export function mapItemJson(card: TCardFields): string {
  const street = quote(card.addressStreet)
  return (
    `{"property_id":${card.listingId},"latitude":"${card.latitude.toFixed(6)}"` +
    `,"longitude":"${card.longitude.toFixed(6)}","title":${quote(card.title)}` +
    `,"title_fr":${quote(card.titleFr ?? '')},${card.mainPhotoJson}` +
    `,"address_city":${card.addressCityJson},"address_street":${street}` +
    `,"price_per_month":"${centsToDecimal(card.priceCents)}","property_type":${card.listingTypeJson}` +
    `,"location":${quote(`${card.addressStreet}, ${card.addressCity}`)}}`
  )
}
