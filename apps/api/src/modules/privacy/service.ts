import { centsToDecimal, type ZAccountDelete } from '@demeure/shared'
import type { z } from 'zod'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { AppError } from '../../lib/app-error.ts'
import { createStoredFiles, removeStored } from '../files/index.ts'
import type { TListingsService } from '../listings/index.ts'
import type { TUserRow } from '../users/index.ts'
import { checkDeletionConfirmation } from './confirmation.ts'
import { createPrivacyRepository } from './repository.ts'

const iso = (at: Date | null) => at?.toISOString() ?? null

/**
 * The person's rights over their information (docs/product-rules.md, "Privacy"): a copy of all of
 * it (access and portability), and the deletion of their account, where what accounting law makes us
 * keep stays, with nothing left that names them.
 */
export function createPrivacyService(deps: TDeps, listings: Pick<TListingsService, 'remove'>) {
  const { db, clock } = deps
  const privacy = createPrivacyRepository(db)

  return {
    /** Everything stored about `user`, as one JSON document (GET /api/users/me/export/). */
    async exportFor(user: TUserRow) {
      const stays = await privacy.stays(user.id)
      const rent = await privacy.rent(stays.map((stay) => stay.id))
      return {
        exported_at: clock.now().toISOString(),
        profile: {
          id: user.id,
          username: user.username,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          phone: user.phone,
          bio: user.bio,
          has_profile_picture: user.profilePictureKey !== null,
          user_type: user.userType,
          language: user.language,
          is_verified: user.isVerified,
          signed_in_with_google: user.googleSub !== null,
          created_at: user.createdAt.toISOString(),
        },
        stays: stays.map((stay) => ({
          booking_id: stay.id,
          role: stay.guestId === user.id ? 'guest' : 'host',
          listing_id: stay.propertyId,
          check_in: stay.checkIn,
          check_out: stay.checkOut,
          guests: stay.guests,
          status: stay.status,
          monthly_rent: centsToDecimal(stay.monthlyRentCents),
          service_fee: centsToDecimal(stay.serviceFeeCents),
          message: stay.message,
          agreement:
            stay.guestId === user.id
              ? {
                  full_name: stay.agreementFullName,
                  urgent_contact: stay.agreementUrgentContact,
                  reference_1: stay.agreementReference1,
                  reference_2: stay.agreementReference2,
                }
              : null,
          requested_at: stay.requestedAt.toISOString(),
          closed_at: iso(stay.closedAt),
          documents_deleted_at: iso(stay.documentsDeletedAt),
          rent: rent
            .filter((month) => month.bookingId === stay.id)
            .map((month) => ({
              due_date: month.dueDate,
              amount: centsToDecimal(month.amountCents),
              status: month.status,
              paid_at: iso(month.paidAt),
            })),
        })),
        listings: await privacy.listings(user.id),
        messages: (await privacy.messages(user.id)).map((message) => ({
          conversation_id: message.conversationId,
          listing_id: message.listingId,
          from_me: message.isMine,
          body: message.body,
          sent_at: message.createdAt.toISOString(),
        })),
        reviews: (await privacy.reviews(user.id)).map((review) => ({
          booking_id: review.bookingId,
          listing_id: review.propertyId,
          rating: review.rating,
          comment: review.comment,
          reply: review.reply,
          created_at: review.createdAt.toISOString(),
        })),
        payments: (await privacy.ledger(user.id)).map((entry) => ({
          booking_id: entry.bookingId,
          kind: entry.kind,
          amount: centsToDecimal(entry.amountCents),
          status: entry.status,
          receipt_no: entry.receiptNo,
          created_at: entry.createdAt.toISOString(),
          paid_out_at: iso(entry.paidOutAt),
        })),
        visits: (await privacy.visits(user.id)).map((visit) => ({
          listing_id: visit.propertyId,
          role: visit.guestId === user.id ? 'guest' : 'host',
          date: visit.date,
          time: visit.time,
          mode: visit.mode,
          message: visit.message,
          status: visit.status,
        })),
        documents: (await privacy.files(user.id)).map((file) => ({
          id: file.id,
          kind: file.kind,
          name: file.originalName,
          content_type: file.contentType,
          size: file.sizeBytes,
          uploaded_at: file.createdAt.toISOString(),
        })),
        document_views: (await privacy.viewsOfPapers(user.id)).map((view) => ({
          booking_id: view.bookingId,
          document_kind: view.kind.replace(/^rental_/, ''),
          document_name: view.name,
          viewer_name: `${view.viewerFirstName} ${view.viewerLastName}`.trim(),
          viewed_at: view.viewedAt.toISOString(),
        })),
      }
    },

    /**
     * Deletes the account after the password is confirmed: refused (409) while one of the person's
     * paid stays, as renter or host, is under way or still to come. Listings are removed (archived
     * when stays point at them), open requests cancelled, files deleted, sessions ended, and the
     * account row anonymized; stays, payments and payouts stay for accounting, naming nobody.
     */
    async deleteAccount(user: TUserRow, input: z.output<typeof ZAccountDelete>) {
      await checkDeletionConfirmation(user, input)
      if (await privacy.hasBlockingStay(user.id, 'guest')) {
        throw new AppError(409, 'conflict', { fields: { account: { key: 'field.accountHasStay' } } })
      }
      if (await privacy.hasBlockingStay(user.id, 'host')) {
        throw new AppError(409, 'conflict', { fields: { account: { key: 'field.accountHostsStay' } } })
      }
      for (const listing of await privacy.listings(user.id)) {
        if (listing.status !== 'archived') await listings.remove(user, listing.id)
      }
      const now = clock.now()
      const removed = await inTransaction(db, async (tx) => {
        const repo = createPrivacyRepository(tx)
        await repo.cancelOpenRequests(user.id, now)
        await repo.clearAgreements(user.id, now)
        await repo.deletePersonalRows(user.id)
        await repo.revokeSessions(user.id, now)
        const files = await createStoredFiles(tx).forget(await repo.fileIdsOf(user.id))
        await repo.anonymize(user.id, now)
        return files
      })
      await removeStored(deps.storage, [
        ...removed,
        ...(user.profilePictureKey ? [{ storageKey: user.profilePictureKey }] : []),
      ])
    },
  }
}

export type TPrivacyService = ReturnType<typeof createPrivacyService>
