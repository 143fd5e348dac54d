import { addDays, addMonths, PAYOUT_DELAY_HOURS, quoteStay } from '@demeure/shared'
import { sql } from 'drizzle-orm'
import type { TDb } from '../db/client.ts'
import { quoteColumns } from '../modules/bookings/quote-columns.ts'
import { hoursAfterCheckIn } from '../modules/bookings/service.ts'
import { bookings, ledgerEntries } from '../modules/bookings/tables.ts'
import { reviews } from '../modules/reviews/tables.ts'
import { users } from '../modules/users/tables.ts'
import type { TStorage } from '../plugins/storage/index.ts'
import { seedRenterDocuments } from './demo-documents.ts'
import { seedRentPaidSoFar } from './demo-rent.ts'
import { demoRenterOf, demoRenterPlans, seedDemoRenterThreads } from './demo-renter.ts'
import { hostReply } from './demo-replies.ts'
import type { TRandom } from './random.ts'
import type { TStayListing } from './stay-listing.ts'

export type { TStayListing }

const RENTERS: [string, string, 'en' | 'fr'][] = [
  ['Maya', 'Okafor', 'en'],
  ['Lucas', 'Pelletier', 'fr'],
  ['Yasmine', 'Benali', 'fr'],
  ['Daniel', 'Kim', 'en'],
  ['Chloé', 'Gauthier', 'fr'],
  ['Arjun', 'Mehta', 'en'],
  ['Élodie', 'Fortin', 'fr'],
  ['Hannah', 'Schmidt', 'en'],
  ['Mateo', 'Rivera', 'en'],
  ['Inès', 'Boucher', 'fr'],
  ['Wei', 'Zhang', 'en'],
  ['Antoine', 'Lavoie', 'fr'],
]

const REVIEWS: Record<'en' | 'fr', { rating: number; comment: string }[]> = {
  en: [
    {
      rating: 5,
      comment: 'Exactly as in the photos, spotless and quiet. The host answered within minutes every time.',
    },
    {
      rating: 5,
      comment: 'Great base for my internship: the metro is close and the kitchen has everything.',
    },
    {
      rating: 4,
      comment: 'Comfortable bed and a good desk. The street can be a little noisy on Friday nights.',
    },
    { rating: 5, comment: 'Felt at home from the first day. Heating worked perfectly through January.' },
    { rating: 4, comment: 'Bright and well located. Check-in instructions were clear; the Wi-Fi was fast.' },
    { rating: 3, comment: 'Good location and fair price, but the building’s laundry was often busy.' },
  ],
  fr: [
    { rating: 5, comment: 'Conforme aux photos, très propre et calme. L’hôte répond toujours rapidement.' },
    {
      rating: 5,
      comment: 'Parfait pour ma session\u00a0: le métro est à deux pas et la cuisine est bien équipée.',
    },
    { rating: 4, comment: 'Lit confortable et bon bureau. La rue est un peu bruyante le vendredi soir.' },
    {
      rating: 5,
      comment: 'Je me suis sentie chez moi dès le premier jour. Le chauffage était parfait en janvier.',
    },
    {
      rating: 4,
      comment: 'Lumineux et bien situé. Les consignes d’arrivée étaient claires, le Wi-Fi rapide.',
    },
  ],
}
/** Renter accounts without a password: they only give past stays a name and a face. */
async function insertRenters(db: TDb, random: TRandom, now: Date) {
  const rows = RENTERS.map(([first, last, language], i) => {
    const username = `${first}.${last}`
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
    return {
      username: `${username}.${i}`,
      email: `${username}.${i}@renters.demeure.ca`,
      passwordHash: null,
      firstName: first,
      lastName: last,
      userType: 'guest',
      language,
      bio: '',
      createdAt: new Date(now.getTime() - random.int(400, 1500) * 86_400_000),
    }
  })
  const inserted = await db
    .insert(users)
    .values(rows)
    .returning({
      id: users.id,
      language: users.language,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
  return inserted.map((row) => ({ ...row, language: row.language as 'en' | 'fr' }))
}

type TStatus = 'completed' | 'active' | 'confirmed' | 'requested'
type TPlan = { listing: TStayListing; checkIn: string; months: number; status: TStatus; renter?: TRenter }
type TRenter = { id: string; language: 'en' | 'fr'; name: string }

/** A request waits 72 hours for the host (docs/product-rules.md): a demo one was sent hours ago. */
const REQUEST_WINDOW_HOURS = 72

/**
 * Past stays with reviews (and the host's answers) on part of the catalogue; for the demo host, a
 * stay under way, two paid stays about to begin and one request to answer, so the dashboard shows
 * real occupancy, check-ins and earnings; for the demo renter, a finished stay still to review, a
 * paid stay ahead and a conversation with its host (demo-renter.ts). Every stay carries the
 * documents a request requires. The payouts follow the booking flow's rule: the first month is
 * released to the host 48 hours after check-in.
 */
export async function seedDemoStays(options: {
  db: TDb
  storage: TStorage
  random: TRandom
  listings: TStayListing[]
  today: string
  now: Date
}) {
  const { db, random, today, now } = options
  const renters = await insertRenters(db, random, now)
  const demoRenter = await demoRenterOf(db)
  const renterPlans = demoRenterPlans(options.listings, today, random)
  const reserved = new Set(renterPlans.map((plan) => plan.listing.id))
  const plans: TPlan[] = renterPlans.map((plan) => ({ ...plan, renter: demoRenter }))
  for (const listing of options.listings) {
    if (reserved.has(listing.id) || (!listing.isDemoHost && !random.chance(0.45))) continue
    // Back in time from two months ago (clear of the demo host's stay under way): one to three
    // stays, each before the next.
    let end = addDays(today, -random.int(55, 90))
    for (let stay = random.int(1, 3); stay > 0; stay -= 1) {
      const months = random.int(2, 6)
      const checkIn = addMonths(end, -months)
      plans.push({ listing, checkIn, months, status: 'completed' })
      end = addDays(checkIn, -random.int(5, 40))
    }
  }
  const demoListings = options.listings.filter((listing) => listing.isDemoHost)
  const [underWay, soon, later, asked] = demoListings
  if (underWay)
    plans.push({
      listing: underWay,
      checkIn: addDays(today, -random.int(20, 50)),
      months: 4,
      status: 'active',
    })
  if (soon)
    plans.push({ listing: soon, checkIn: addDays(today, random.int(6, 14)), months: 3, status: 'confirmed' })
  if (later)
    plans.push({
      listing: later,
      checkIn: addDays(today, random.int(18, 28)),
      months: 5,
      status: 'confirmed',
    })
  if (asked)
    plans.push({
      listing: asked,
      checkIn: addDays(today, random.int(30, 45)),
      months: 2,
      status: 'requested',
    })

  const documents = new Map<string, Awaited<ReturnType<typeof seedRenterDocuments>>>()
  const documentsOf = async (renter: TRenter) => {
    const known = documents.get(renter.id)
    if (known) return known
    const made = await seedRenterDocuments(db, options.storage, renter.id)
    documents.set(renter.id, made)
    return made
  }
  const repliesOn = new Map<number, Set<string>>()
  const bookingsOfDemoRenter: { id: number; plan: TPlan; requestedAt: Date }[] = []
  for (const plan of plans) {
    const renter = plan.renter ?? random.pick(renters)
    const checkOut = addMonths(plan.checkIn, plan.months)
    const isPaid = plan.status !== 'requested'
    // A request still waiting was sent a few hours ago, so its 72-hour window is honest; the others
    // were sent weeks before check-in, and never after today.
    const requestedAt = isPaid
      ? new Date(
          Math.min(
            Date.parse(`${addDays(plan.checkIn, -random.int(20, 50))}T15:00:00Z`),
            now.getTime() - random.int(2, 6) * 86_400_000,
          ),
        )
      : new Date(now.getTime() - random.int(3, REQUEST_WINDOW_HOURS - 24) * 3_600_000)
    const quote = quoteStay(
      plan.listing.priceCents,
      plan.checkIn,
      checkOut,
      requestedAt.toISOString().slice(0, 10),
    )
    const [booking] = await db
      .insert(bookings)
      .values({
        propertyId: plan.listing.id,
        guestId: renter.id,
        hostId: plan.listing.hostId,
        checkIn: plan.checkIn,
        checkOut,
        guests: 1,
        message: requestMessage(renter.language),
        status: plan.status,
        holdsDates: isPaid,
        ...quoteColumns(quote),
        agreementFullName: renter.name,
        agreementUrgentContact: '+1 514 555 0142',
        agreementReference1: 'Previous landlord, +1 514 555 0187',
        agreementReference2: 'Program coordinator, +1 514 555 0110',
        agreementConsent: true,
        requestedAt,
        approvedAt: isPaid ? new Date(requestedAt.getTime() + 6 * 3_600_000) : null,
        confirmedAt: isPaid ? new Date(requestedAt.getTime() + 20 * 3_600_000) : null,
        closedAt: plan.status === 'completed' ? new Date(`${checkOut}T16:00:00Z`) : null,
      })
      .returning({ id: bookings.id })
    if (!booking) continue
    await (await documentsOf(renter)).attachTo(booking.id)
    if (plan.renter) bookingsOfDemoRenter.push({ id: booking.id, plan, requestedAt })
    if (!isPaid) continue
    const releasedAt = hoursAfterCheckIn(plan.checkIn, PAYOUT_DELAY_HOURS)
    await db.insert(ledgerEntries).values([
      {
        userId: renter.id,
        bookingId: booking.id,
        kind: 'payment',
        amountCents: quote.dueNowCents,
        status: 'completed',
        createdAt: new Date(requestedAt.getTime() + 20 * 3_600_000),
        instalmentSeq: 1,
      },
      {
        userId: plan.listing.hostId,
        bookingId: booking.id,
        kind: 'payout',
        amountCents: quote.monthlyRentCents,
        status: releasedAt <= now ? 'released' : 'held',
        availableAt: releasedAt,
        createdAt: new Date(requestedAt.getTime() + 20 * 3_600_000),
        instalmentSeq: 1,
      },
    ])
    await seedRentPaidSoFar(
      db,
      { id: booking.id, schedule: quote.schedule },
      plan.listing.hostId,
      renter.id,
      now,
    )
    // The demo renter's finished stay waits for their review.
    if (plan.status !== 'completed' || plan.renter || !random.chance(0.8)) continue
    const review = random.pick(REVIEWS[renter.language])
    const written = new Date(`${addDays(checkOut, random.int(1, 9))}T18:00:00Z`)
    const answers = random.chance(0.6)
    const given = repliesOn.get(plan.listing.id) ?? new Set<string>()
    repliesOn.set(plan.listing.id, given)
    await db.insert(reviews).values({
      bookingId: booking.id,
      propertyId: plan.listing.id,
      authorId: renter.id,
      rating: review.rating,
      comment: review.comment,
      // A warm review gets thanks; a mixed one gets what was done about it.
      reply: answers ? hostReply(random, renter.language, review.rating, given) : null,
      repliedAt: answers ? new Date(written.getTime() + random.int(2, 40) * 3_600_000) : null,
      createdAt: written,
    })
  }
  await seedDemoRenterThreads(db, demoRenter, bookingsOfDemoRenter, now)
}

const requestMessage = (language: 'en' | 'fr') =>
  language === 'fr'
    ? 'Bonjour\u00a0! Je commence un stage à Montréal et votre logement me semble parfait.'
    : 'Hello! I am starting an internship in Montreal and your place looks perfect.'
