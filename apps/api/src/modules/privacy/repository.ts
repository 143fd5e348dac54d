import { asc, eq } from 'drizzle-orm'
import type { TDb } from '../../db/client.ts'
import { forgetPasswordResets, revokeSessionsOf } from '../auth/index.ts'
import {
  cancelOpenRequestsOf,
  clearAgreementsOf,
  hasBlockingStay,
  ledgerOfPerson,
  staysOfPerson,
  viewsOfPapers,
} from '../bookings/index.ts'
import { publishedFiles } from '../files/index.ts'
import { listingRows } from '../listings/index.ts'
import { messagesOfPerson } from '../messaging/index.ts'
import { deleteNotificationsOf } from '../notifications/index.ts'
import { instalmentsOf } from '../rent/index.ts'
import { reviewsByAuthor } from '../reviews/index.ts'
import { accountOf, anonymizeAccount } from '../users/index.ts'
import { deleteVerificationsOf } from '../verifications/index.ts'
import { clearVisitMessagesOf, visitsOfPerson } from '../visits/index.ts'

/**
 * Everything stored about one person, read for their export and anonymized for their erasure. This
 * one repository lists what every module holds about a person on purpose (decision 024): the right
 * of access and the right to erasure are about the person, so each module's door that reads or
 * erases personal information is listed here, in one place, when it is added. The SQL is each
 * owner's (decision 029), run on this repository's database or transaction.
 */
export function createPrivacyRepository(db: TDb) {
  return {
    user: (userId: string) => accountOf(db, userId),
    stays: (userId: string) => staysOfPerson(db, userId),
    async listings(userId: string) {
      const properties = listingRows('properties')
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
    messages: (userId: string) => messagesOfPerson(db, userId),
    reviews: (userId: string) => reviewsByAuthor(db, userId),
    ledger: (userId: string) => ledgerOfPerson(db, userId),
    rent: (bookingIds: number[]) => instalmentsOf(db, bookingIds),
    files(userId: string) {
      const storedFiles = publishedFiles('stored_files')
      return db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, userId))
        .orderBy(asc(storedFiles.createdAt))
    },
    /** Who looked at this person's rental documents (the stays where they are the renter). */
    viewsOfPapers: (userId: string) => viewsOfPapers(db, userId),
    visits: (userId: string) => visitsOfPerson(db, userId),

    /** A stay (either side) that keeps the account: paid and not over, or being paid. */
    hasBlockingStay: (userId: string, side: 'guest' | 'host') => hasBlockingStay(db, userId, side),
    /** Open requests (unanswered or unpaid) end with the account: cancelled, holding no dates. */
    cancelOpenRequests: (userId: string, at: Date) => cancelOpenRequestsOf(db, userId, at),
    /** The renter's own words in their stays go; the stay's dates, prices and statuses stay (accounting). */
    clearAgreements: (userId: string, at: Date) => clearAgreementsOf(db, userId, at),
    async fileIdsOf(userId: string) {
      const storedFiles = publishedFiles('stored_files')
      const rows = await db
        .select({ id: storedFiles.id })
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, userId))
      return rows.map((row) => row.id)
    },
    async deletePersonalRows(userId: string) {
      await deleteVerificationsOf(db, userId)
      await deleteNotificationsOf(db, userId)
      await forgetPasswordResets(db, userId)
      await clearVisitMessagesOf(db, userId)
    },
    revokeSessions: (userId: string, at: Date) => revokeSessionsOf(db, userId, at),
    /** The account row stays (stays and payments point at it) with nothing left that names the person. */
    anonymize: (userId: string, at: Date) => anonymizeAccount(db, userId, at),
  }
}
