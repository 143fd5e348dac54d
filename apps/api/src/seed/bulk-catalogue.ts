import {
  AMENITIES,
  addMonths,
  LISTING_TYPES,
  PHOTO_CARD_WIDTH,
  PLACES,
  todayInMontreal,
} from '@demeure/shared'
import sharp from 'sharp'
import type { TDb } from '../db/client.ts'
import { documentSources } from '../document-sources.ts'
import { availabilities } from '../modules/listings/availability-tables.ts'
import { properties, propertyPhotos } from '../modules/listings/tables.ts'
import { createDocumentRepository } from '../modules/search/document-repository.ts'
import type { TStorage } from '../plugins/storage/index.ts'
import { generateRoomPhotos } from './demo-photos.ts'
import { createRandom, type TRandom } from './random.ts'

const CHUNK = 1000
const SHARED_PHOTOS = 12

/**
 * A large catalogue for benchmarks (`npm run seed -- --listings 100000`): rows are inserted a
 * thousand at a time, each thousand in one transaction with its photos and dates, and the search
 * documents rebuilt in batches at the end. A seed cut short is resumed by running it again: it
 * starts after the listings already there (`seeded`), each chunk drawn from its own random stream
 * so a resumed catalogue is the one an uninterrupted run writes. Photos are shared files, so the
 * disk holds a dozen images however many listings there are.
 */
export async function seedBulkCatalogue(options: {
  db: TDb
  storage: TStorage
  hostIds: string[]
  count: number
  now: Date
  /** Listings already written by an earlier, interrupted run (a multiple of the chunk size). */
  seeded?: number
  log?: (line: string) => void
}) {
  const { db } = options
  const log = options.log ?? (() => {})
  const today = todayInMontreal(options.now)
  const photos = await generateRoomPhotos(createRandom(4242), SHARED_PHOTOS)
  const keys: { card: string; gallery: string }[] = []
  for (const [index, photo] of photos.entries()) {
    const key = {
      card: `public/photos/bulk/${index}-card.webp`,
      gallery: `public/photos/bulk/${index}-large.webp`,
    }
    await options.storage.put(key.card, await sharp(photo).resize(PHOTO_CARD_WIDTH, 480).webp().toBuffer(), {
      contentType: 'image/webp',
    })
    await options.storage.put(key.gallery, await sharp(photo).webp().toBuffer(), {
      contentType: 'image/webp',
    })
    keys.push(key)
  }
  const cities = PLACES.filter((place) => place.country === 'Canada')

  for (let start = options.seeded ?? 0; start < options.count; start += CHUNK) {
    const random = createRandom(4242 + start / CHUNK)
    const size = Math.min(CHUNK, options.count - start)
    const rows = Array.from({ length: size }, (_, i) => {
      const place = random.chance(0.6)
        ? (PLACES.find((p) => p.name === 'Montréal') ?? random.pick(cities))
        : random.pick(cities)
      const spread = place.kind === 'city' ? 0.15 : 0.03
      const free = random.int(1, 3)
      return {
        hostId: random.pick(options.hostIds),
        status: 'published',
        title: `Furnished ${random.pick(['room', 'studio', 'apartment', 'suite'])} #${start + i + 1} in ${place.name}`,
        description: 'A furnished place for stays of one to eleven months.',
        propertyType: random.pick(LISTING_TYPES),
        roomCategory: 'entire_home',
        addressStreet: `${random.int(100, 9999)} ${random.pick(['Rue Sherbrooke', 'Rue Saint-Denis', 'Main Street', 'Avenue du Parc'])}`,
        addressCity: place.city,
        addressState: place.state,
        // A valid code, so a host can edit these listings through the API (the bench's writes do).
        addressPostalCode: place.country === 'Canada' ? 'H2X 1K4' : '10001',
        addressCountry: place.country,
        latitude: (place.lat + (random.next() - 0.5) * spread).toFixed(6),
        longitude: (place.lon + (random.next() - 0.5) * spread * 1.5).toFixed(6),
        pricePerMonthCents: random.int(24, 140) * 2500,
        maxGuests: free + 1,
        freeCapacity: free,
        additionalCapacity: 1,
        additionalCapacityPercentage: '0.10',
        numBedrooms: random.int(1, 3),
        numBeds: random.int(1, 4),
        amenities: random.sample(AMENITIES, random.int(4, 12)),
        publishedAt: new Date(options.now.getTime() - (start + i) * 60_000),
      }
    })
    await db.transaction(async (tx) => {
      await insertChunk(tx, rows, random)
    })
    if ((start / CHUNK) % 50 === 49 || start + size >= options.count) {
      log(`listings ${(start + size).toLocaleString('en')} / ${options.count.toLocaleString('en')}`)
    }
  }
  await createDocumentRepository(db, documentSources).refreshAll({
    onProgress: ({ listings }) => {
      if (listings % 50_000 === 0 || listings >= options.count) {
        log(`search documents ${listings.toLocaleString('en')} / ${options.count.toLocaleString('en')}`)
      }
    },
  })

  async function insertChunk(tx: TDb, rows: (typeof properties.$inferInsert)[], random: TRandom) {
    const inserted = await tx.insert(properties).values(rows).returning({ id: properties.id })
    await tx.insert(propertyPhotos).values(
      inserted.flatMap(({ id }) => {
        const first = random.int(0, SHARED_PHOTOS - 1)
        return [0, 1, 2].map((position) => {
          const key = keys[(first + position) % SHARED_PHOTOS] as { card: string; gallery: string }
          return { propertyId: id, position, cardKey: key.card, galleryKey: key.gallery }
        })
      }),
    )
    await tx.insert(availabilities).values(
      inserted.flatMap(({ id }) => {
        const from = addMonths(today, random.int(0, 3))
        const periods = [
          { propertyId: id, startDate: from, endDate: addMonths(from, random.int(6, 12)), isAvailable: true },
        ]
        if (random.chance(0.3)) {
          const reserved = addMonths(from, random.int(1, 4))
          periods.push({
            propertyId: id,
            startDate: reserved,
            endDate: addMonths(reserved, 1),
            isAvailable: false,
          })
        }
        return periods
      }),
    )
  }
}
