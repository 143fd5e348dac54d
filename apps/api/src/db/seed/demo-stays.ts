import { addDays, addMonths, quoteStay } from '@demeure/shared'
import { sql } from 'drizzle-orm'
import { quoteColumns } from '../../modules/bookings/quote-columns.ts'
import { hoursAfterCheckIn } from '../../modules/bookings/service.ts'
import type { TDb } from '../client.ts'
import { bookings, ledgerEntries, reviews, users } from '../schema/index.ts'
import type { TRandom } from './random.ts'

/** A published demo home, as the stays need it. */
export type TStayListing = { id: number; hostId: string; priceCents: number; isDemoHost: boolean }

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
      comment: 'Parfait pour ma session : le métro est à deux pas et la cuisine est bien équipée.',
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
const REPLIES: Record<'en' | 'fr', string[]> = {
  en: [
    'Thank you, it was a pleasure to host you. Good luck with what comes next!',
    'Thanks for the kind words, and for leaving the place so tidy.',
    'Thank you for the feedback: we have added a note about the laundry schedule.',
  ],
  fr: [
    'Merci, ce fut un plaisir de vous accueillir. Bonne continuation!',
    'Merci pour ce beau commentaire et d’avoir laissé le logement si propre.',
    'Merci du retour : nous avons ajouté une note sur l’horaire de la buanderie.',
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

/**
 * Past stays with reviews (and the host's answers) on part of the catalogue, and, for the demo
 * host, a stay under way, two paid stays about to begin and one request to answer, so the
 * dashboard shows real occupancy, check-ins and earnings. The payouts follow the booking flow's
 * rule: the first month is released to the host 48 hours after check-in.
 */
export async function seedDemoStays(options: {
  db: TDb
  random: TRandom
  listings: TStayListing[]
  today: string
  now: Date
}) {
  const { db, random, today, now } = options
  const renters = await insertRenters(db, random, now)
  const plans: { listing: TStayListing; checkIn: string; months: number; status: TStatus }[] = []
  for (const listing of options.listings) {
    if (!listing.isDemoHost && !random.chance(0.45)) continue
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

  for (const plan of plans) {
    const renter = random.pick(renters)
    const checkOut = addMonths(plan.checkIn, plan.months)
    const requestedOn = addDays(plan.checkIn, -random.int(20, 50))
    const quote = quoteStay(plan.listing.priceCents, plan.checkIn, checkOut, requestedOn)
    const requestedAt = new Date(`${requestedOn}T15:00:00Z`)
    const isPaid = plan.status !== 'requested'
    const [booking] = await db
      .insert(bookings)
      .values({
        propertyId: plan.listing.id,
        guestId: renter.id,
        hostId: plan.listing.hostId,
        checkIn: plan.checkIn,
        checkOut,
        guests: 1,
        message:
          renter.language === 'fr'
            ? 'Bonjour! Je commence un stage à Montréal et votre logement me semble parfait.'
            : 'Hello! I am starting an internship in Montreal and your place looks perfect.',
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
    if (!booking || !isPaid) continue
    const releasedAt = hoursAfterCheckIn(plan.checkIn, 48)
    await db.insert(ledgerEntries).values([
      {
        userId: renter.id,
        bookingId: booking.id,
        kind: 'payment',
        amountCents: quote.dueNowCents,
        status: 'completed',
        createdAt: new Date(requestedAt.getTime() + 20 * 3_600_000),
      },
      {
        userId: plan.listing.hostId,
        bookingId: booking.id,
        kind: 'payout',
        amountCents: quote.monthlyRentCents,
        status: releasedAt <= now ? 'released' : 'held',
        availableAt: releasedAt,
        createdAt: new Date(requestedAt.getTime() + 20 * 3_600_000),
      },
    ])
    if (plan.status !== 'completed' || !random.chance(0.8)) continue
    const review = random.pick(REVIEWS[renter.language])
    const written = new Date(`${addDays(checkOut, random.int(1, 9))}T18:00:00Z`)
    const answers = random.chance(0.6)
    await db.insert(reviews).values({
      bookingId: booking.id,
      propertyId: plan.listing.id,
      authorId: renter.id,
      rating: review.rating,
      comment: review.comment,
      // A warm review gets thanks; a mixed one (the laundry) gets what was done about it.
      reply: answers
        ? review.rating >= 4
          ? random.pick(REPLIES[renter.language].slice(0, 2))
          : (REPLIES[renter.language][2] as string)
        : null,
      repliedAt: answers ? new Date(written.getTime() + random.int(2, 40) * 3_600_000) : null,
      createdAt: written,
    })
  }
}
