import { ZListingCard, ZMapItem } from '@demeure/shared'
import { describe, expect, it } from 'vitest'
import { createRandom } from '../../../seed/random.ts'
import { type TCardSource, toCardWire, toMapItemWire } from '../wire.ts'
import { cardJson, mapItemJson, photosJsonOf } from './card-json.ts'

const TEXTS = ['Café "loft"', 'Œuvre\\studio', 'Montréal', 'rue l’Église', 'a\nb\tc', '😀 suite', '<b>&', '']

function randomDoc(seed: number): TCardSource {
  const random = createRandom(seed)
  return {
    propertyId: random.int(1, 1_000_000),
    title: random.pick(TEXTS),
    titleFr: random.chance(0.5) ? null : random.pick(TEXTS),
    propertyType: random.pick(['apartment', 'private_room']),
    roomCategory: random.pick(['entire_home', 'shared']),
    addressStreet: random.pick(TEXTS),
    addressCity: random.pick(TEXTS),
    latitude: random.next() * 180 - 90,
    longitude: random.pick([-73.5, 0, 1e-7, -180]) + random.next(),
    priceCents: random.pick([0, 1, 99, 100_000, 123_457, random.int(0, 10_000_000)]),
    maxGuests: random.int(1, 50),
    numBedrooms: random.int(0, 9),
    photoKeys: random.sample(['public/photos/a-card.webp', 'public/photos/b "c".webp'], random.int(0, 2)),
    ratingAvg: random.pick(['0.00', '4.75']),
    reviewCount: random.int(0, 500),
    hasCitq: random.chance(0.5),
  }
}

describe('cards and map items written as JSON text', () => {
  it('are byte for byte what the response schemas serialize', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const doc = randomDoc(seed)
      const fields = {
        ...doc,
        listingId: doc.propertyId,
        listingTypeJson: JSON.stringify(doc.propertyType),
        roomCategoryJson: JSON.stringify(doc.roomCategory),
        addressCityJson: JSON.stringify(doc.addressCity),
        ratingAvgJson: JSON.stringify(doc.ratingAvg),
        ...photosJsonOf(doc.photoKeys),
      }
      expect(cardJson(fields)).toBe(JSON.stringify(ZListingCard.parse(toCardWire(doc))))
      expect(mapItemJson(fields)).toBe(JSON.stringify(ZMapItem.parse(toMapItemWire(doc))))
    }
  })
})
