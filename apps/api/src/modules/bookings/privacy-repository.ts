import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { publishedUsers } from '../users/index.ts'
import { bookings, documentViews, ledgerEntries } from './tables.ts'

/**
 * What the bookings module holds about one person, for the privacy module's export and erasure
 * (decisions 024 and 029): the rows are this module's, so the SQL lives here and the privacy
 * repository lists every such door in one place.
 */

/** A stay that forbids deleting the account: paid and not over, or its first payment under way. */
const BLOCKING = sql`(${bookings.status} in ('confirmed', 'active') or (${bookings.status} = 'approved' and ${bookings.holdsDates}))`

const partyTo = (userId: string) => or(eq(bookings.guestId, userId), eq(bookings.hostId, userId))

export function staysOfPerson(db: TDb, userId: string) {
  return db.select().from(bookings).where(partyTo(userId)).orderBy(asc(bookings.id))
}

export function ledgerOfPerson(db: TDb, userId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.createdAt))
}

/** Who looked at this person's rental documents (the stays where they are the renter). */
export function viewsOfPapers(db: TDb, userId: string) {
  const users = publishedUsers('users')
  return db
    .select({
      bookingId: documentViews.bookingId,
      kind: documentViews.documentKind,
      name: documentViews.documentName,
      viewerFirstName: users.firstName,
      viewerLastName: users.lastName,
      viewedAt: documentViews.viewedAt,
    })
    .from(documentViews)
    .innerJoin(bookings, eq(bookings.id, documentViews.bookingId))
    .innerJoin(users, eq(users.id, documentViews.viewerId))
    .where(eq(bookings.guestId, userId))
    .orderBy(asc(documentViews.viewedAt))
}

/** A stay (either side) that keeps the account: paid and not over, or being paid. */
export async function hasBlockingStay(db: TDb, userId: string, side: 'guest' | 'host') {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(side === 'guest' ? bookings.guestId : bookings.hostId, userId), BLOCKING))
    .limit(1)
  return row !== undefined
}

/** Open requests (unanswered or unpaid) end with the account: cancelled, holding no dates. */
export async function cancelOpenRequestsOf(db: TDb, userId: string, at: Date) {
  await db
    .update(bookings)
    .set({ status: 'cancelled', closedAt: at, cancelledBy: 'system' })
    .where(
      and(
        partyTo(userId),
        inArray(bookings.status, ['requested', 'approved']),
        eq(bookings.holdsDates, false),
      ),
    )
}

/** The renter's own words in their stays go; the stay's dates, prices and statuses stay (accounting). */
export async function clearAgreementsOf(db: TDb, userId: string, at: Date) {
  await db
    .update(bookings)
    .set({
      documentsDeletedAt: sql`coalesce(${bookings.documentsDeletedAt}, ${at.toISOString()}::timestamptz)`,
      message: '',
      agreementFullName: 'Deleted user',
      agreementUrgentContact: '',
      agreementReference1: '',
      agreementReference2: '',
    })
    .where(eq(bookings.guestId, userId))
}
