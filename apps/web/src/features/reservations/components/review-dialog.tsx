import type { TBooking } from '@demeure/shared'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { errorFields } from '../../../lib/api-error.ts'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { applyServerErrors } from '../../../lib/server-errors.ts'
import { useAddReview } from '../api/use-add-review.ts'
import { checkReview, REVIEW_FIELDS, type TReviewValues } from '../lib/check-review.ts'
import { StarRatingField } from './star-rating-field.tsx'

type TReviewDialogProps = { booking: TBooking; open: boolean; onOpenChange: (open: boolean) => void }

const EMPTY: TReviewValues = { rating: '', comment: '' }

/** Add review: a 1–5 star rating and a comment, once per stay; the server's field errors show inline. */
export function ReviewDialog({ booking, open, onOpenChange }: TReviewDialogProps) {
  const { t } = useTranslation()
  const addReview = useAddReview()
  const [formError, setFormError] = useState<string>()
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
  const rating = watch('rating')

  const close = (next: boolean) => {
    if (addReview.isPending) return
    if (!next) {
      reset(EMPTY)
      setFormError(undefined)
    }
    onOpenChange(next)
  }

  const submit = handleSubmit(async (values) => {
    setFormError(undefined)
    try {
      await addReview.mutateAsync({
        booking: booking.booking_id,
        rating: Number(values.rating),
        comment: values.comment,
      })
      toast.success(t('reservations.review.published'))
      close(false)
    } catch (error) {
      const message = applyServerErrors(error, setError, REVIEW_FIELDS, t('reservations.review.failed'))
      // A review refused for the stay itself (too early, already written) names the `booking` field.
      setFormError(errorFields(error).booking ?? message)
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('reservations.review.title')}
      description={booking.property?.title}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <FormAlert message={formError} />
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
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={addReview.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" isBusy={addReview.isPending}>
            {addReview.isPending ? t('reservations.review.publishing') : t('reservations.review.publish')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
