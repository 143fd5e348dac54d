import { ZReviewWrite } from '@demeure/shared'
import { schemaIssues, type TFormCheck } from '../../../lib/form-check.ts'

export type TReviewValues = { rating: string; comment: string }

export const REVIEW_FIELDS = ['rating', 'comment'] as const

/** The shared review rules (a rating from 1 to 5, a comment), checked before sending. */
export function checkReview(bookingId: number) {
  return (values: TReviewValues): TFormCheck => {
    const { booking: _booking, ...fields } = schemaIssues(ZReviewWrite, {
      booking: bookingId,
      rating: values.rating === '' ? undefined : values.rating,
      comment: values.comment,
    })
    return { fields }
  }
}
