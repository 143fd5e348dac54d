import { randomUUID } from 'node:crypto'
import { AMENITIES, addMonths, todayInMontreal } from '@demeure/shared'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { createListingsRepository } from '../../modules/listings/repository.ts'
import { createSearchRepository } from '../../modules/search/repository.ts'
import { createUsersRepository } from '../../modules/users/repository.ts'
import type { TStorage } from '../../plugins/storage/index.ts'
import type { TDb } from '../client.ts'
import { inTransaction } from '../transaction.ts'
import { generateRoomsOfKind, ROOM_KINDS, type TRoomKind } from './demo-photos.ts'
import { MONTREAL_AREAS, MONTREAL_SHARE, NEARBY_AREAS, type TDemoArea } from './demo-places.ts'
import { seedDemoStays, type TStayListing } from './demo-stays.ts'
import { DEMO_TYPES, demoText, isRoomKind } from './demo-titles.ts'
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
    fr: 'Architecte, Montréalaise depuis vingt ans ; mes logements sont meublés avec soin.',
  },
  {
    en: 'Former exchange student: I know what a first month in a new city feels like.',
    fr: 'Ancien étudiant en échange : je sais ce qu’est un premier mois dans une nouvelle ville.',
  },
]

/** Photos drawn per kind of room; each listing gets one of each, in a combination no other listing has. */
const PHOTOS_PER_KIND = { living: 20, bedroom: 20, kitchen: 16, bathroom: 10 } as const
/**
 * Listings of the demo host, a small property manager: enough for the dashboard and for the e2e
 * journeys that move in today on both screen sizes (four of them hold stays of the demo's own), few
 * enough to read.
 */
const DEMO_HOST_LISTINGS = 14

type TVariant = { card: Buffer; gallery: Buffer }

async function renderKind(random: TRandom, kind: TRoomKind): Promise<TVariant[]> {
  const photos = await generateRoomsOfKind(random, kind, PHOTOS_PER_KIND[kind])
  return Promise.all(
    photos.map(async (photo) => ({
      // Drawn at 800×600: the gallery keeps that size (enlarging adds bytes, not detail), and a
      // light WebP effort keeps seeding quick.
      card: await sharp(photo).resize(640, 480, { fit: 'cover' }).webp({ quality: 78, effort: 1 }).toBuffer(),
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

/** A set of photos (main room, bedroom, kitchen, bathroom) that no earlier listing has. */
function photoSetFor(random: TRandom, used: Set<string>, isRoom: boolean): number[] {
  for (;;) {
    const set = [
      random.int(0, PHOTOS_PER_KIND.living - 1),
      random.int(0, PHOTOS_PER_KIND.bedroom - 1),
      random.int(0, PHOTOS_PER_KIND.kitchen - 1),
      random.int(0, PHOTOS_PER_KIND.bathroom - 1),
      isRoom ? 1 : 0,
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
    // A room, a studio or a tiny house ('other') sleeps one.
    const isSmall = isRoom || type === 'studio' || type === 'other'
    const bedrooms = isSmall ? 1 : random.int(1, type === 'house' ? 4 : 3)
    const free = isSmall ? 1 : random.int(1, bedrooms + 1)
    const extra = random.int(0, 2)
    const amenities =
      index < AMENITIES.length
        ? [AMENITIES[index] as string, 'Wi-Fi']
        : random.sample(AMENITIES, random.int(5, 14))
    const hostId = isDemoHost ? options.demoHostId : random.pick(hostIds)
    // The demo host's homes are open from today, so journeys can book them at once.
    const availableFrom =
      isDemoHost || random.chance(0.3) ? today : addMonths(firstOfNextMonth, random.int(0, 2))
    const availableTo = addMonths(availableFrom, random.int(10, 14))
    const text = demoText(random, { type: demoType, area, street, bedrooms })
    const rentSteps = isRoom || type === 'studio' ? random.int(26, 52) : random.int(40, 130)

    const row = await repo.insert({
      hostId,
      status: 'published',
      ...text,
      propertyType: type,
      roomCategory: demoType.roomCategory ?? 'entire_home',
      addressStreet: `${random.int(100, 9999)} ${street}`,
      addressCity: area.city,
      addressState: 'Québec',
      addressPostalCode: postalCode(random, area),
      addressCountry: 'Canada',
      latitude: (area.lat + (random.next() - 0.5) * area.spread).toFixed(6),
      longitude: (area.lon + (random.next() - 0.5) * area.spread * 1.4).toFixed(6),
      pricePerMonthCents: rentSteps * 2500,
      maxGuests: free + extra,
      freeCapacity: free,
      additionalCapacity: extra,
      additionalCapacityPercentage: (random.int(0, 30) / 100).toFixed(2),
      numBedrooms: bedrooms,
      numBeds: bedrooms + random.int(0, 1),
      numPrivateBathrooms: isRoom ? '0' : String(random.pick([1, 1, 1.5, 2])),
      numSharedBathrooms: isRoom ? '1' : '0',
      amenities,
      rules: random.sample(
        ['No parties', 'Shoes off inside', 'Recycling is sorted', 'Guests by arrangement'],
        random.int(0, 2),
      ),
      // Newest first by default: Montreal's homes open the list, the suburbs come after.
      publishedAt: new Date(now.getTime() - index * 3_600_000),
    })
    const [living, bed, kitchen, bath] = photoSetFor(random, usedPhotoSets, isRoom) as number[]
    // A room's first photo is the bedroom a renter gets; a home's is its living room.
    const chosen = [
      ...(isRoom
        ? [photos.bedroom[bed as number], photos.living[living as number]]
        : [photos.living[living as number], photos.bedroom[bed as number]]),
      photos.kitchen[kitchen as number],
      photos.bathroom[bath as number],
    ] as TVariant[]
    const keys = chosen.map(() => randomUUID())
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
    stayListings.push({ id: row.id, hostId, priceCents: row.pricePerMonthCents, isDemoHost })
  }
  await seedDemoStays({ db, random, listings: stayListings, today, now })
  // One rebuild of the search documents, with the ratings the reviews give.
  await createSearchRepository(db).refreshAll()
}
