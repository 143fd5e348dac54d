import type { TBooking } from '@demeure/shared'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useAddReview } from '../api/use-add-review.ts'
import { checkReview, REVIEW_FIELDS, type TReviewValues } from '../lib/check-review.ts'
import { useStayTitle } from '../lib/use-stay-title.ts'
import { StarRatingField } from './star-rating-field.tsx'

type TReviewDialogProps = { booking: TBooking; open: boolean; onOpenChange: (open: boolean) => void }

const EMPTY: TReviewValues = { rating: '', comment: '' }

/** Add review: a 1–5 star rating and a comment, once per stay; the server's field errors show inline. */
export function ReviewDialog({ booking, open, onOpenChange }: TReviewDialogProps) {
  const { t } = useTranslation()
  const titleOf = useStayTitle()
  const addReview = useAddReview()
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<TReviewValues>({
    defaultValues: EMPTY,
    resolver: checkResolver(checkReview(booking.booking_id)),
  })
  // A review refused for the stay itself (too early, already written) names the `booking` field.
  const serverError = useServerError(setError, REVIEW_FIELDS, { saysOtherFields: true })
  const rating = watch('rating')

  const close = (next: boolean) => {
    if (addReview.isPending) return
    if (!next) {
      reset(EMPTY)
      serverError.clear()
    }
    onOpenChange(next)
  }

  const submit = handleSubmit(async (values) => {
    serverError.clear()
    try {
      await addReview.mutateAsync({
        booking: booking.booking_id,
        rating: Number(values.rating),
        comment: values.comment,
      })
      toast.success(t('reservations.review.published'))
      close(false)
    } catch (error) {
      serverError.show(error, t('reservations.review.failed'))
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('reservations.review.title')}
      description={booking.property ? titleOf(booking) : undefined}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <FormAlert message={serverError.message} />
        <StarRatingField
          label={t('reservations.review.rating')}
          value={rating === '' ? undefined : Number(rating)}
          error={errors.rating?.message}
          {...register('rating')}
        />
        <TextareaField
          label={t('reservations.review.comment')}
          hint={t('reservations.review.commentHint')}
          maxLength={2000}
          error={errors.comment?.message}
          {...register('comment')}
        />
        <FormActions
          onCancel={() => close(false)}
          isBusy={addReview.isPending}
          label={t('reservations.review.publish')}
          busyLabel={t('reservations.review.publishing')}
        />
      </form>
    </Dialog>
  )
}
