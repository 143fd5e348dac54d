import type { TReview, ZReviewWrite } from '@demeure/shared'
import type { z } from 'zod'
import { inTransaction } from '../../db/transaction.ts'
import type { TDeps } from '../../deps.ts'
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts'
import type { TPage } from '../../lib/pagination.ts'
import { uniqueViolation } from '../../lib/pg-errors.ts'
import { publicUrl } from '../../plugins/storage/index.ts'
import type { TBookingsService } from '../bookings/index.ts'
import type { TSearchIndex } from '../listings/index.ts'
import type { TUserRow } from '../users/index.ts'
import { createReviewsRepository } from './repository.ts'

/** Reviews of stays: written by the guest once the stay has started, answered once by the host. */
export function createReviewsService(deps: TDeps, bookings: TBookingsService, searchIndex: TSearchIndex) {
  const { db } = deps
  const repo = createReviewsRepository(db)

  return {
    async list(listingId: number, page: number, pageSize: number): Promise<TPage<TReview>> {
      const { count, rows } = await repo.listForListing(listingId, pageSize, (page - 1) * pageSize)
      const results: TReview[] = rows.map(({ review, author }) => ({
        id: review.id,
        booking: review.bookingId,
        rating: review.rating,
        comment: review.comment,
        author: {
          first_name: author.firstName,
          profile_picture_url: author.profilePictureKey ? publicUrl(author.profilePictureKey) : null,
        },
        reply: review.reply,
        created_at: review.createdAt.toISOString(),
      }))
      return { results, count, page, pageSize }
    },

    async create(author: TUserRow, input: z.output<typeof ZReviewWrite>) {
      const booking = await bookings.visibleTo(author, input.booking)
      if (booking.guestId !== author.id) throw forbidden()
      if (booking.status !== 'active' && booking.status !== 'completed') {
        throw badRequest({ booking: { key: 'review.notYet' } })
      }
      const title = await bookings.notices.listingTitle(booking.propertyId)
      try {
        const created = await inTransaction(db, async (tx) => {
          const row = await createReviewsRepository(tx).insert({
            bookingId: booking.id,
            propertyId: booking.propertyId,
            authorId: author.id,
            rating: input.rating,
            comment: input.comment,
            createdAt: deps.clock.now(),
          })
          await searchIndex.refresh(tx, booking.propertyId)
          const announce = await bookings.notices.tell(
            tx,
            booking,
            title,
            'review_received',
            ['host'],
            undefined,
            {
              rating: input.rating,
            },
          )
          return { answer: { id: row.id, booking: booking.id, rating: row.rating }, announce }
        })
        await created.announce()
        return created.answer
      } catch (error) {
        if (uniqueViolation(error)) throw conflict({ booking: { key: 'review.exists' } })
        throw error
      }
    },

    async reply(host: TUserRow, reviewId: number, text: string) {
      const review = await repo.findById(reviewId)
      if (!review) throw notFound()
      const booking = await bookings.visibleTo(host, review.bookingId)
      if (booking.hostId !== host.id) throw forbidden()
      if (!(await repo.reply(reviewId, text, deps.clock.now())))
        throw conflict({ reply: { key: 'review.replied' } })
    },
  }
}
export type TReviewsService = ReturnType<typeof createReviewsService>
