import { randomUUID } from 'node:crypto'
import { addMonths, PHOTO_CARD_WIDTH, todayInMontreal } from '@demeure/shared'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import type { TDb } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import { documentSources } from '../document-sources.ts'
import { createListingsRepository } from '../modules/listings/repository.ts'
import { createDocumentRepository } from '../modules/search/document-repository.ts'
import { createUsersRepository } from '../modules/users/repository.ts'
import type { TStorage } from '../plugins/storage/index.ts'
import { demoDescription } from './demo-descriptions.ts'
import { generateRoomsOfKind, ROOM_KINDS, type TRoomKind } from './demo-photos.ts'
import { MONTREAL_AREAS, MONTREAL_SHARE, NEARBY_AREAS, type TDemoArea } from './demo-places.ts'
import { demoAmenities, demoRooms } from './demo-rooms.ts'
import { seedDemoStays, type TStayListing } from './demo-stays.ts'
import { DEMO_TYPES, demoTitle, isRoomKind, quebecSize } from './demo-titles.ts'
import { createRandom, type TRandom } from './random.ts'

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
const HOST_BIOS = [
  {
    en: 'I rent out the flat upstairs from mine and love recommending cafés.',
    fr: 'Je loue le logement au-dessus du mien et j’adore conseiller des cafés.',
  },
  {
    en: 'Architect, Montrealer for twenty years; my homes are furnished with care.',
    fr: 'Architecte, Montréalaise depuis vingt ans\u00a0; mes logements sont meublés avec soin.',
  },
  {
    en: 'Former exchange student: I know what a first month in a new city feels like.',
    fr: 'Ancien étudiant en échange\u00a0: je sais ce qu’est un premier mois dans une nouvelle ville.',
  },
]

/** Photos drawn per kind of room; each listing gets one of each, in a combination no other listing has. */
export const PHOTOS_PER_KIND = { living: 21, bedroom: 21, kitchen: 18, bathroom: 12 } as const
/**
 * Listings of the demo host, a small property manager: enough for the dashboard and for the e2e
 * journeys that move in today on both screen sizes (four of them hold stays of the demo's own), few
 * enough to read.
 */
const DEMO_HOST_LISTINGS = 14

type TVariant = { card: Buffer; gallery: Buffer; layout: string; kind: TRoomKind }

async function renderKind(random: TRandom, kind: TRoomKind): Promise<TVariant[]> {
  const photos = await generateRoomsOfKind(random, kind, PHOTOS_PER_KIND[kind])
  return Promise.all(
    photos.map(async ({ image: photo, layout }) => ({
      layout,
      kind,
      // Drawn at 800×600: the gallery keeps that size (enlarging adds bytes, not detail), and a
      // light WebP effort keeps seeding quick.
      card: await sharp(photo)
        .resize(PHOTO_CARD_WIDTH, 480, { fit: 'cover' })
        .webp({ quality: 78, effort: 1 })
        .toBuffer(),
      gallery: await sharp(photo).webp({ quality: 82, effort: 1 }).toBuffer(),
    })),
  )
}

/** Montreal first: the listing's area, the first ones (the newest) always in the city. */
function areaFor(random: TRandom, index: number): TDemoArea {
  if (index < 40 || random.chance(MONTREAL_SHARE)) return random.pick(MONTREAL_AREAS)
  return random.pick(NEARBY_AREAS)
}

const letter = (random: TRandom) => random.pick([...'ABCEGHJKLMNPRSTVWXYZ'])
/** A postal code of the area: its district, then digit-letter-digit. */
const postalCode = (random: TRandom, area: TDemoArea) =>
  `${random.pick(area.fsas)} ${random.int(1, 9)}${letter(random)}${random.int(1, 9)}`

function pickType(random: TRandom) {
  const total = DEMO_TYPES.reduce((sum, item) => sum + item.weight, 0)
  let roll = random.next() * total
  for (const item of DEMO_TYPES) {
    roll -= item.weight
    if (roll < 0) return item
  }
  return DEMO_TYPES[0] as (typeof DEMO_TYPES)[number]
}

/**
 * A set of photos (living room, bedroom, kitchen, bathroom) that no earlier listing has; the
 * bathroom has a tub exactly when the listing lists a bathtub.
 */
function photoSetFor(
  random: TRandom,
  used: Set<string>,
  photos: Record<TRoomKind, TVariant[]>,
  hasTub: boolean,
): number[] {
  const baths = photos.bathroom
    .map((photo, index) => ({ photo, index }))
    .filter(({ photo }) => (photo.layout === 'bathWithTub') === hasTub)
  for (;;) {
    const set = [
      random.int(0, PHOTOS_PER_KIND.living - 1),
      random.int(0, PHOTOS_PER_KIND.bedroom - 1),
      random.int(0, PHOTOS_PER_KIND.kitchen - 1),
      random.pick(baths).index,
    ]
    const key = set.join('-')
    if (used.has(key)) continue
    used.add(key)
    return set
  }
}

/**
 * The demo catalogue: `count` published listings by a dozen hosts (the demo host among them), in
 * Montreal first, with bilingual texts, photos of each room, availability periods, some reserved
 * dates, then past stays with reviews. Deterministic for a given seed and day.
 */
export async function seedDemoCatalogue(options: {
  db: TDb
  storage: TStorage
  demoHostId: string
  count: number
  now: Date
  seed?: number
}) {
  // One transaction for the whole catalogue: a commit per row made seeding three times slower.
  await inTransaction(options.db, (db) => seedInto({ ...options, db }))
}

async function seedInto(options: Parameters<typeof seedDemoCatalogue>[0]) {
  const { db, now } = options
  const random = createRandom(options.seed ?? 20260901)
  const today = todayInMontreal(now)
  const firstOfNextMonth = `${addMonths(today, 1).slice(0, 7)}-01`
  const photos = Object.fromEntries(
    await Promise.all(ROOM_KINDS.map(async (kind) => [kind, await renderKind(random, kind)] as const)),
  ) as Record<TRoomKind, TVariant[]>
  const yearsAgo = (min: number, max: number) =>
    new Date(now.getTime() - random.int(min * 365, max * 365) * 86_400_000)

  const users = createUsersRepository(db)
  const hostIds: string[] = []
  for (let i = 0; i < 11; i += 1) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string
    const last = random.pick(LAST_NAMES)
    const username = `${`${first}.${last}`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()}.${i}`
    const language = random.chance(0.5) ? 'fr' : 'en'
    const bio = random.pick(HOST_BIOS)
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
        language,
        bio: bio[language],
        // Hosts joined over the past years, not all today.
        createdAt: yearsAgo(1, 7),
      }))
    hostIds.push(host.id)
  }
  await db.execute(sql`update users set created_at = ${yearsAgo(5, 6).toISOString()}::timestamptz
    where id = ${options.demoHostId}`)

  const usedPhotoSets = new Set<string>()
  const usedTitles = new Set<string>()
  const stayListings: TStayListing[] = []
  const repo = createListingsRepository(db)
  for (let index = 0; index < options.count; index += 1) {
    const area = areaFor(random, index)
    const street = random.pick(area.streets)
    const isDemoHost = index < DEMO_HOST_LISTINGS
    // Right after the demo host's, one listing of each kind, so every type filter finds something.
    const demoType = DEMO_TYPES[index - DEMO_HOST_LISTINGS] ?? pickType(random)
    const type = demoType.type
    const isRoom = isRoomKind(demoType)
    const rooms = demoRooms(random, demoType)
    const amenities = demoAmenities(random, demoType, rooms)
    const hostId = isDemoHost ? options.demoHostId : random.pick(hostIds)
    // The demo host's homes are open from today, so journeys can book them at once.
    const availableFrom =
      isDemoHost || random.chance(0.3) ? today : addMonths(firstOfNextMonth, random.int(0, 2))
    const availableTo = addMonths(availableFrom, random.int(10, 14))
    // Québec sizes (3½, 4½…) name apartments and condos: bedrooms + kitchen + living room + ½ bath.
    const size = (type === 'apartment' && !isRoom) || type === 'condo' ? quebecSize(rooms.bedrooms) : null
    const title = demoTitle(random, { type: demoType, area, street: street.name, size }, usedTitles)
    const description = demoDescription(random, {
      kind: demoType,
      area,
      street: street.name,
      rooms,
      amenities,
      size,
    })
    const rentSteps =
      isRoom || type === 'studio'
        ? random.int(26, 52)
        : random.int(36 + rooms.bedrooms * 8, 70 + rooms.bedrooms * 20)

    const row = await repo.insert({
      hostId,
      status: 'published',
      ...title,
      description: description.en,
      descriptionFr: description.fr,
      propertyType: type,
      roomCategory: demoType.roomCategory ?? 'entire_home',
      // A civic number the street really carries in that area (demo-places.ts).
      addressStreet: `${random.int(street.from, street.to)} ${street.name}`,
      addressCity: area.city,
      addressState: 'Québec',
      addressPostalCode: postalCode(random, area),
      addressCountry: 'Canada',
      latitude: (area.lat + (random.next() - 0.5) * area.spread).toFixed(6),
      longitude: (area.lon + (random.next() - 0.5) * area.spread * 1.4).toFixed(6),
      pricePerMonthCents: Math.min(rentSteps, 140) * 2500,
      maxGuests: rooms.maxGuests,
      freeCapacity: rooms.freeCapacity,
      additionalCapacity: rooms.additionalCapacity,
      additionalCapacityPercentage: (random.int(0, 30) / 100).toFixed(2),
      numBedrooms: rooms.bedrooms,
      numBeds: rooms.beds,
      numPrivateBathrooms: String(rooms.privateBathrooms),
      numSharedBathrooms: String(rooms.sharedBathrooms),
      amenities,
      rules: random.sample(
        ['No parties', 'Shoes off inside', 'Recycling is sorted', 'Guests by arrangement'],
        random.int(0, 2),
      ),
      // Newest first by default: Montreal's homes open the list, the suburbs come after.
      publishedAt: new Date(now.getTime() - index * 3_600_000),
    })
    const [living, bed, kitchen, bath] = photoSetFor(
      random,
      usedPhotoSets,
      photos,
      amenities.includes('Bathtub'),
    ) as number[]
    const rooms4 = {
      living: photos.living[living as number] as TVariant,
      bedroom: photos.bedroom[bed as number] as TVariant,
      kitchen: photos.kitchen[kitchen as number] as TVariant,
    }
    // A room's first photo is the bedroom a renter gets; a home opens on its living room, bedroom
    // or kitchen, so the cards of a page do not all show the same kind of room.
    const first: keyof typeof rooms4 = isRoom
      ? 'bedroom'
      : random.pick(['living', 'living', 'bedroom', 'kitchen'])
    const chosen = [
      rooms4[first],
      ...(['living', 'bedroom', 'kitchen'] as const)
        .filter((kind) => kind !== first)
        .map((kind) => rooms4[kind]),
      photos.bathroom[bath as number] as TVariant,
    ]
    // The file's name says which room it shows, as a host's upload of 'kitchen.jpg' would.
    const keys = chosen.map((photo) => `${photo.kind}-${randomUUID()}`)
    await Promise.all(
      chosen.flatMap((photo, i) => [
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
    if (!isDemoHost && random.chance(0.3)) {
      const reservedStart = addMonths(availableFrom, random.int(1, 4))
      periods.push({
        propertyId: row.id,
        startDate: reservedStart,
        endDate: addMonths(reservedStart, 1),
        isAvailable: false,
      })
    }
    await repo.insertAvailabilities(periods)
    stayListings.push({
      id: row.id,
      hostId,
      priceCents: row.pricePerMonthCents,
      isDemoHost,
      availableFrom,
      hasReserved: periods.length > 1,
    })
  }
  await seedDemoStays({ db, storage: options.storage, random, listings: stayListings, today, now })
  // One rebuild of the search documents, with the ratings the reviews give.
  await createDocumentRepository(db, documentSources).refreshAll()
}
