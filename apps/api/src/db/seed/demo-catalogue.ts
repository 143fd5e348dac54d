import { randomUUID } from 'node:crypto'
import {
  AMENITIES,
  addMonths,
  PLACES,
  SEARCH_PROPERTY_TYPES,
  type TPlace,
  todayInMontreal,
} from '@demeure/shared'
import sharp from 'sharp'
import { createPropertiesRepository } from '../../modules/properties/repository.ts'
import { createSearchRepository } from '../../modules/search/repository.ts'
import { createUsersRepository } from '../../modules/users/repository.ts'
import type { TStorage } from '../../plugins/storage/index.ts'
import type { TDb } from '../client.ts'
import { inTransaction } from '../transaction.ts'
import { generateRoomPhotos } from './demo-photos.ts'
import { createRandom, type TRandom } from './random.ts'

/** Real streets of each Montreal neighbourhood, so addresses read true to people who live there. */
const STREETS: Record<string, string[]> = {
  'Plateau-Mont-Royal': [
    'Rue Saint-Denis',
    'Avenue du Mont-Royal Est',
    'Rue Rachel Est',
    'Avenue Duluth Est',
    'Rue Marie-Anne Est',
  ],
  'Mile End': ['Rue Saint-Viateur Ouest', 'Avenue Fairmount Ouest', 'Rue Waverly', 'Avenue de l’Esplanade'],
  'Côte-des-Neiges': [
    'Chemin de la Côte-des-Neiges',
    'Avenue Decelles',
    'Chemin Queen-Mary',
    'Avenue Van Horne',
  ],
  'Notre-Dame-de-Grâce': [
    'Rue Sherbrooke Ouest',
    'Avenue de Monkland',
    'Avenue Girouard',
    'Rue Sherbrooke Ouest',
  ],
  'Rosemont–La Petite-Patrie': ['Rue Beaubien Est', 'Rue Masson', 'Boulevard Rosemont', 'Rue de Bellechasse'],
  Villeray: ['Rue Jarry Est', 'Rue Villeray', 'Rue De Castelnau Est'],
  'Hochelaga-Maisonneuve': ['Rue Ontario Est', 'Rue Sainte-Catherine Est', 'Avenue Pie-IX'],
  'Ville-Marie': ['Boulevard René-Lévesque Ouest', 'Rue Sainte-Catherine Ouest', 'Rue Peel'],
  Downtown: ['Rue Crescent', 'Rue Bishop', 'Rue Drummond', 'Boulevard De Maisonneuve Ouest'],
  'Old Montreal': ['Rue Saint-Paul Ouest', 'Rue Notre-Dame Ouest', 'Rue de la Commune Ouest'],
  Griffintown: ['Rue Ottawa', 'Rue William', 'Rue Peel'],
  'Saint-Henri': ['Rue Notre-Dame Ouest', 'Rue Saint-Ambroise', 'Avenue Greene'],
  Verdun: ['Rue Wellington', 'Boulevard LaSalle', 'Rue de Verdun'],
  Outremont: ['Avenue Laurier Ouest', 'Avenue Bernard Ouest', 'Rue Hutchison'],
  Ahuntsic: ['Rue Fleury Ouest', 'Boulevard Henri-Bourassa Est', 'Rue Lajeunesse'],
  'Little Italy': ['Rue Dante', 'Boulevard Saint-Laurent', 'Rue Saint-Zotique Est'],
  'Quartier Latin': ['Rue Saint-Denis', 'Rue Berri', 'Rue Ontario Est'],
  'Milton-Parc': ['Rue Milton', 'Rue Durocher', 'Avenue du Parc'],
  Westmount: ['Avenue Greene', 'Rue Sherbrooke Ouest', 'Avenue Victoria'],
}
const OTHER_STREETS = [
  'Main Street',
  'King Street',
  'Queen Street',
  'Elm Avenue',
  'Maple Drive',
  'Park Avenue',
  'Rue Principale',
]

const TYPE_WORDS: Record<string, string> = {
  suite: 'Furnished suite',
  apartment: 'Furnished apartment',
  house: 'Family house',
  guest_house: 'Guest house',
  cabin_cottage: 'Cozy cottage',
  serviced_apartment: 'Serviced apartment',
  camper_and_rvs: 'Camper',
  Office: 'Private office',
  private_room: 'Private room',
}
const ADJECTIVES = [
  'Bright',
  'Quiet',
  'Sunny',
  'Renovated',
  'Cozy',
  'Spacious',
  'Charming',
  'Modern',
  'Calm',
  'Airy',
]
const FIRST_NAMES = [
  'Camille',
  'Olivier',
  'Noor',
  'Mathieu',
  'Aïcha',
  'Gabriel',
  'Sofia',
  'Thomas',
  'Léa',
  'Samuel',
  'Mei',
  'Karim',
]
const LAST_NAMES = [
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Nguyen',
  'Haddad',
  'Lefebvre',
  'Chen',
  'Morin',
]

const PHOTO_VARIETY = 36
const PHOTOS_PER_LISTING = 3

type TVariant = { card: Buffer; gallery: Buffer }

/** One demo listing's place: most in Montreal's neighbourhoods, the rest in the other cities. */
function placeFor(random: TRandom): TPlace {
  const neighbourhoods = PLACES.filter((place) => place.kind === 'neighbourhood')
  const cities = PLACES.filter(
    (place) => place.kind === 'city' && place.country === 'Canada' && place.name !== 'Montréal',
  )
  return random.chance(0.72) ? random.pick(neighbourhoods) : random.pick(cities)
}

async function renderVariants(random: TRandom): Promise<TVariant[]> {
  const photos = await generateRoomPhotos(random, PHOTO_VARIETY)
  return Promise.all(
    photos.map(async (photo) => ({
      card: await sharp(photo).resize(640, 480, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
      gallery: await sharp(photo).resize(1600, 1200, { fit: 'inside' }).webp({ quality: 82 }).toBuffer(),
    })),
  )
}

/**
 * The demo catalogue: `count` published listings by a dozen hosts (the demo host among them), with
 * photos, availability periods, some reserved dates. Deterministic for a given seed and day.
 */
export async function seedDemoCatalogue(options: {
  db: TDb
  storage: TStorage
  demoHostId: string
  count: number
  now: Date
  seed?: number
}) {
  const random = createRandom(options.seed ?? 20260901)
  const today = todayInMontreal(options.now)
  const firstOfNextMonth = `${addMonths(today, 1).slice(0, 7)}-01`
  const variants = await renderVariants(random)

  const users = createUsersRepository(options.db)
  const hostIds = [options.demoHostId]
  for (let i = 0; i < 11; i += 1) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string
    const last = random.pick(LAST_NAMES)
    const username = `${`${first}.${last}`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()}.${i}`
    const existing = await users.findByEmail(`${username}@hosts.demeure.ca`)
    const host =
      existing ??
      (await users.insert({
        username,
        email: `${username}@hosts.demeure.ca`,
        passwordHash: null,
        firstName: first,
        lastName: last,
        userType: 'co-host',
        isVerified: true,
        language: random.chance(0.5) ? 'fr' : 'en',
        bio: 'Demeure host in Montreal.',
      }))
    hostIds.push(host.id)
  }

  for (let index = 0; index < options.count; index += 1) {
    const place = placeFor(random)
    const street = random.pick(STREETS[place.name] ?? OTHER_STREETS)
    // The first listings cover every type and every amenity, so each filter finds something.
    const type = SEARCH_PROPERTY_TYPES[index] ?? random.pick(SEARCH_PROPERTY_TYPES)
    const isRoom = type === 'private_room' || type === 'Office'
    const bedrooms = isRoom ? 1 : random.int(1, type === 'house' ? 4 : 3)
    const free = isRoom ? 1 : random.int(1, bedrooms + 1)
    const extra = random.int(0, 2)
    const area = place.kind === 'neighbourhood' ? place.name : place.city
    const amenities =
      index < AMENITIES.length
        ? [AMENITIES[index] as string, 'Wi-Fi']
        : random.sample(AMENITIES, random.int(5, 14))
    const photoStart = random.int(0, PHOTO_VARIETY - 1)
    const hostId = index < 18 ? options.demoHostId : random.pick(hostIds)
    const availableFrom = random.chance(0.3) ? today : addMonths(firstOfNextMonth, random.int(0, 2))
    const availableTo = addMonths(availableFrom, random.int(8, 14))

    await inTransaction(options.db, async (tx) => {
      const repo = createPropertiesRepository(tx)
      const row = await repo.insert({
        hostId,
        status: 'published',
        title: `${random.pick(ADJECTIVES)} ${TYPE_WORDS[type]?.toLowerCase() ?? 'place'} in ${area}`.replace(
          /^./,
          (c) => c.toUpperCase(),
        ),
        description: `A furnished ${isRoom ? 'room' : 'home'} in ${area}, ready for a stay of one to eleven months. Close to transit, groceries and cafés; bills and Wi-Fi included.`,
        propertyType: type,
        roomCategory:
          type === 'private_room' ? 'private_room' : random.chance(0.1) ? 'shared_room' : 'entire_home',
        addressStreet: `${random.int(100, 9999)} ${street}`,
        addressCity: place.city,
        addressState: place.state,
        addressPostalCode:
          place.state === 'Québec'
            ? `H${random.int(1, 4)}${random.pick(['A', 'B', 'C', 'H', 'J', 'T', 'V', 'X'])} ${random.int(1, 9)}${random.pick(['K', 'L', 'M', 'N', 'P'])}${random.int(1, 9)}`
            : '',
        addressCountry: place.country,
        latitude: (place.lat + (random.next() - 0.5) * (place.kind === 'city' ? 0.08 : 0.018)).toFixed(6),
        longitude: (place.lon + (random.next() - 0.5) * (place.kind === 'city' ? 0.12 : 0.024)).toFixed(6),
        pricePerMonthCents: random.int(24, 140) * 2500,
        maxGuests: free + extra,
        freeCapacity: free,
        additionalCapacity: extra,
        additionalCapacityPercentage: (random.int(0, 30) / 100).toFixed(2),
        numBedrooms: bedrooms,
        numBeds: bedrooms + random.int(0, 1),
        numPrivateBathrooms: String(random.pick([1, 1, 1.5, 2])),
        numSharedBathrooms: isRoom ? '1' : '0',
        amenities,
        rules: random.sample(
          ['No parties', 'Shoes off inside', 'Recycling is sorted', 'Guests by arrangement'],
          random.int(0, 2),
        ),
        publishedAt: new Date(options.now.getTime() - index * 3_600_000),
      })
      const photos = Array.from(
        { length: PHOTOS_PER_LISTING },
        (_, i) => variants[(photoStart + i * 7) % PHOTO_VARIETY] as TVariant,
      )
      const keys = photos.map(() => randomUUID())
      await Promise.all(
        photos.flatMap((photo, i) => [
          options.storage.put(`public/photos/${row.id}/${keys[i]}-card.webp`, photo.card, {
            contentType: 'image/webp',
          }),
          options.storage.put(`public/photos/${row.id}/${keys[i]}-large.webp`, photo.gallery, {
            contentType: 'image/webp',
          }),
        ]),
      )
      await repo.insertPhotos(
        keys.map((key, position) => ({
          propertyId: row.id,
          position,
          cardKey: `public/photos/${row.id}/${key}-card.webp`,
          galleryKey: `public/photos/${row.id}/${key}-large.webp`,
        })),
      )
      const periods = [
        { propertyId: row.id, startDate: availableFrom, endDate: availableTo, isAvailable: true },
      ]
      if (random.chance(0.3)) {
        const reservedStart = addMonths(availableFrom, random.int(1, 4))
        periods.push({
          propertyId: row.id,
          startDate: reservedStart,
          endDate: addMonths(reservedStart, 1),
          isAvailable: false,
        })
      }
      await repo.insertAvailabilities(periods)
      await createSearchRepository(tx).refresh(row.id)
    })
  }
}
