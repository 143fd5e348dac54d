import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { useReplyToReview } from '../api/use-listing-reviews.ts'

type TReviewReplyFormProps = { listingId: number; reviewId: number }

/** The host's one answer to a review, written under it on their own listing's page. */
export function ReviewReplyForm({ listingId, reviewId }: TReviewReplyFormProps) {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const [reply, setReply] = useState('')
  const send = useReplyToReview(listingId)
  const serverError =
    errorFields(send.error).reply ??
    (send.error ? errorMessage(send.error, t('listings.reviewList.replyFailed')) : undefined)

  if (!isOpen) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setIsOpen(true)}>
        {t('listings.reviewList.reply')}
      </Button>
    )
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        send.mutate(
          { reviewId, reply: reply.trim() },
          { onSuccess: () => toast.success(t('listings.reviewList.replied')) },
        )
      }}
    >
      <TextareaField
        label={t('listings.reviewList.replyLabel')}
        value={reply}
        maxLength={2000}
        required
        error={serverError}
        onChange={(event) => setReply(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={send.isPending || !reply.trim()}>
          {t('listings.reviewList.publishReply')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setIsOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  )
}
