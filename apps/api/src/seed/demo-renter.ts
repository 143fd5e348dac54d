import { addDays, addMonths } from '@demeure/shared'
import { eq } from 'drizzle-orm'
import type { TDb } from '../db/client.ts'
import { conversations, messages } from '../modules/messaging/tables.ts'
import { users } from '../modules/users/tables.ts'
import type { TRandom } from './random.ts'
import type { TStayListing } from './stay-listing.ts'

export const DEMO_RENTER_EMAIL = 'guest@demo.demeure.ca'

type TRenter = { id: string; language: 'en' | 'fr'; name: string }
type TRenterPlan = {
  listing: TStayListing
  checkIn: string
  months: number
  status: 'completed' | 'confirmed'
}

export async function demoRenterOf(db: TDb): Promise<TRenter> {
  const [row] = await db.select().from(users).where(eq(users.email, DEMO_RENTER_EMAIL))
  if (!row) throw new Error('the demo renter is missing')
  return {
    id: row.id,
    language: row.language === 'fr' ? 'fr' : 'en',
    name: `${row.firstName} ${row.lastName}`,
  }
}

/**
 * The demo renter's history, so their panel is not empty: a three-month stay that ended a few weeks
 * ago (reviews may be written any time after check-in: this one waits for theirs) and a paid
 * four-month stay starting in two to four weeks, in a home free from today with no reserved dates.
 * Both homes are other hosts', not the demo host's, whose homes the e2e journeys book.
 */
export function demoRenterPlans(listings: TStayListing[], today: string, random: TRandom): TRenterPlan[] {
  const open = listings.filter((listing) => !listing.isDemoHost && !listing.hasReserved)
  const upcoming = open.find((listing) => listing.availableFrom === today)
  const past = open.find((listing) => listing !== upcoming)
  const plans: TRenterPlan[] = []
  if (past) {
    const checkOut = addDays(today, -random.int(12, 30))
    plans.push({ listing: past, checkIn: addMonths(checkOut, -3), months: 3, status: 'completed' })
  }
  if (upcoming) {
    plans.push({
      listing: upcoming,
      checkIn: addDays(today, random.int(14, 30)),
      months: 4,
      status: 'confirmed',
    })
  }
  return plans
}

const HOURS = 3_600_000

/**
 * One conversation per stay, as the request opened it (docs/product-rules.md: the request's message
 * is the first of the conversation); the upcoming stay's ends with the host's last answer unread.
 */
export async function seedDemoRenterThreads(
  db: TDb,
  renter: TRenter,
  stays: {
    plan: TRenterPlan | { listing: TStayListing; status: string }
    requestedAt: Date
    message?: string
  }[],
  now: Date,
) {
  for (const { plan, requestedAt } of stays) {
    const isUpcoming = plan.status !== 'completed'
    const lines: [from: 'renter' | 'host', body: string, at: Date][] = [
      ['renter', 'Hello! I am starting an internship in Montreal and your place looks perfect.', requestedAt],
      [
        'host',
        'Welcome! I approved your request. The keys will be in a lockbox by the door; I send the code the day before you arrive.',
        new Date(requestedAt.getTime() + 6 * HOURS),
      ],
    ]
    if (isUpcoming) {
      lines.push(
        [
          'renter',
          'Thank you! Is there somewhere safe to keep a bike?',
          new Date(requestedAt.getTime() + 30 * HOURS),
        ],
        [
          'host',
          'Yes, there is a locked shed behind the building. I will leave its key with the others.',
          new Date(Math.min(requestedAt.getTime() + 50 * HOURS, now.getTime() - 2 * HOURS)),
        ],
      )
    } else {
      lines.push([
        'renter',
        'All settled in, thanks. The flat is lovely.',
        new Date(requestedAt.getTime() + 40 * 24 * HOURS),
      ])
    }
    const last = lines.at(-1)?.[2] ?? requestedAt
    const [conversation] = await db
      .insert(conversations)
      .values({
        propertyId: plan.listing.id,
        guestId: renter.id,
        hostId: plan.listing.hostId,
        createdAt: requestedAt,
        updatedAt: last,
      })
      .returning({ id: conversations.id })
    if (!conversation) continue
    const written = await db
      .insert(messages)
      .values(
        lines.map(([from, body, at]) => ({
          conversationId: conversation.id,
          senderId: from === 'renter' ? renter.id : plan.listing.hostId,
          body,
          createdAt: at,
        })),
      )
      .returning({ id: messages.id })
    const ids = written.map((row) => row.id)
    // The host has read everything; the renter has not yet read the host's last answer ahead of a stay.
    await db
      .update(conversations)
      .set({
        hostReadUpTo: Math.max(...ids),
        guestReadUpTo: isUpcoming ? (ids.at(-2) ?? 0) : Math.max(...ids),
      })
      .where(eq(conversations.id, conversation.id))
  }
}
