import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { passwordResets, refreshTokens } from '../auth/tables.ts'
import { bookings, documentViews, ledgerEntries } from '../bookings/tables.ts'
import { storedFiles } from '../files/tables.ts'
import { properties } from '../listings/tables.ts'
import { conversations, messages } from '../messaging/tables.ts'
import { notifications } from '../notifications/tables.ts'
import { rentInstalments } from '../rent/tables.ts'
import { reviews } from '../reviews/tables.ts'
import { users } from '../users/tables.ts'
import { verifications } from '../verifications/tables.ts'
import { visits } from '../visits/tables.ts'

/** A stay that forbids deleting the account: paid and not over, or its first payment under way. */
const BLOCKING = sql`(${bookings.status} in ('confirmed', 'active') or (${bookings.status} = 'approved' and ${bookings.holdsDates}))`

/**
 * Everything stored about one person, read for their export and anonymized for their erasure. This
 * one repository reads the tables of several modules on purpose (decision 024): the right of access
 * and the right to erasure are about the person, so every table that holds personal information is
 * listed here, in one place, when it is added.
 */
export function createPrivacyRepository(db: TDb) {
  const partyTo = (userId: string) => or(eq(bookings.guestId, userId), eq(bookings.hostId, userId))
  return {
    async user(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId))
      return row
    },
    async stays(userId: string) {
      return db.select().from(bookings).where(partyTo(userId)).orderBy(asc(bookings.id))
    },
    async listings(userId: string) {
      return db
        .select({
          id: properties.id,
          status: properties.status,
          title: properties.title,
          addressStreet: properties.addressStreet,
          addressCity: properties.addressCity,
        })
        .from(properties)
        .where(eq(properties.hostId, userId))
        .orderBy(asc(properties.id))
    },
    async messages(userId: string) {
      return db
        .select({
          conversationId: messages.conversationId,
          listingId: conversations.propertyId,
          isMine: sql<boolean>`${messages.senderId} = ${userId}`,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(or(eq(conversations.guestId, userId), eq(conversations.hostId, userId)))
        .orderBy(asc(messages.conversationId), asc(messages.id))
    },
    async reviews(userId: string) {
      return db.select().from(reviews).where(eq(reviews.authorId, userId)).orderBy(asc(reviews.id))
    },
    async ledger(userId: string) {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, userId))
        .orderBy(asc(ledgerEntries.createdAt))
    },
    async rent(bookingIds: number[]) {
      if (bookingIds.length === 0) return []
      return db.select().from(rentInstalments).where(inArray(rentInstalments.bookingId, bookingIds))
    },
    async files(userId: string) {
      return db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, userId))
        .orderBy(asc(storedFiles.createdAt))
    },
    /** Who looked at this person's rental documents (the stays where they are the renter). */
    async viewsOfPapers(userId: string) {
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
    },
    async visits(userId: string) {
      return db
        .select()
        .from(visits)
        .where(or(eq(visits.guestId, userId), eq(visits.hostId, userId)))
        .orderBy(asc(visits.id))
    },

    /** A stay (either side) that keeps the account: paid and not over, or being paid. */
    async hasBlockingStay(userId: string, side: 'guest' | 'host') {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(side === 'guest' ? bookings.guestId : bookings.hostId, userId), BLOCKING))
        .limit(1)
      return row !== undefined
    },
    /** Open requests (unanswered or unpaid) end with the account: cancelled, holding no dates. */
    async cancelOpenRequests(userId: string, at: Date) {
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
    },
    /** The renter's own words in their stays go; the stay's dates, prices and statuses stay (accounting). */
    async clearAgreements(userId: string, at: Date) {
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
    },
    async fileIdsOf(userId: string) {
      const rows = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, userId))
      return rows.map((row) => row.id)
    },
    async deletePersonalRows(userId: string) {
      await db.delete(verifications).where(eq(verifications.userId, userId))
      await db.delete(notifications).where(eq(notifications.userId, userId))
      await db.delete(passwordResets).where(eq(passwordResets.userId, userId))
      await db.update(visits).set({ message: '' }).where(eq(visits.guestId, userId))
    },
    async revokeSessions(userId: string, at: Date) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    },
    /** The account row stays (stays and payments point at it) with nothing left that names the person. */
    async anonymize(userId: string, at: Date) {
      const tag = userId.slice(0, 8)
      await db
        .update(users)
        .set({
          firstName: 'Deleted',
          lastName: 'user',
          username: `deleted-${userId}`,
          email: `deleted-${tag}-${userId}@deleted.invalid`,
          passwordHash: null,
          googleSub: null,
          phone: '',
          bio: '',
          profilePictureKey: null,
          userType: 'guest',
          isVerified: false,
          updatedAt: at,
        })
        .where(eq(users.id, userId))
    },
  }
}
