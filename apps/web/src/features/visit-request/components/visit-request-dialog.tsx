import { todayInMontreal } from '@demeure/shared/zod-free'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { DateField } from '../../../components/ui/date-field.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { checkResolver } from '../../../lib/form-resolver.ts'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useRequestVisit } from '../api/use-request-visit.ts'
import {
  checkVisit,
  initialVisit,
  type TVisitValues,
  VISIT_FIELDS,
  VISIT_TIMES,
  visitPayload,
} from '../lib/visit-values.ts'
import { VisitModeField } from './visit-mode-field.tsx'

type TVisitRequestDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; listingId: number }

/** Ask the host for a visit: a day from today on, a half-hour, in person or by video, a message. */
export function VisitRequestDialog({ open, onOpenChange, listingId }: TVisitRequestDialogProps) {
  const { t } = useTranslation()
  const request = useRequestVisit()
  const today = todayInMontreal()
  const [isDateOpen, setIsDateOpen] = useState(false)
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<TVisitValues>({
    defaultValues: initialVisit(),
    resolver: checkResolver((values) => checkVisit(values, listingId, today)),
    reValidateMode: 'onSubmit',
  })
  const serverError = useServerError(setError, VISIT_FIELDS, { saysOtherFields: true })

  const submit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(visitPayload(listingId, values))
      toast.success(t('visitRequest.sent'))
      reset(initialVisit())
      onOpenChange(false)
    } catch (error) {
      serverError.show(error, t('visitRequest.failed'))
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      layout="wide"
      title={t('visitRequest.title')}
      description={t('visitRequest.intro')}
    >
      <form
        onSubmit={(event) => {
          serverError.clear()
          void submit(event)
        }}
        noValidate
        className="flex flex-col gap-5"
      >
        {/* Bottoms aligned: the date field carries its label inside, the select above. */}
        <div className="grid gap-5 sm:grid-cols-2 sm:items-end">
          <div className="flex flex-col gap-1.5">
            <DateField
              label={t('visitRequest.date')}
              placeholder={t('listings.addDate')}
              value={watch('date')}
              isOpen={isDateOpen}
              onOpenChange={setIsDateOpen}
              onChange={(value) => {
                setValue('date', value)
                clearErrors('date')
                setIsDateOpen(false)
              }}
              fromDate={today}
              panelClassName="w-max"
            />
            {errors.date && <p className="text-sm font-medium text-danger">{errors.date.message}</p>}
          </div>
          <SelectField
            label={t('visitRequest.time')}
            error={errors.time?.message}
            {...register('time', { onChange: () => clearErrors('time') })}
          >
            <option value="">{t('visitRequest.chooseTime')}</option>
            {VISIT_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </SelectField>
        </div>
        <VisitModeField registration={register('mode')} />
        {errors.mode && <p className="-mt-3 text-sm font-medium text-danger">{errors.mode.message}</p>}
        <TextareaField
          label={t('visitRequest.message')}
          hint={t('visitRequest.messageHint')}
          maxLength={1000}
          error={errors.message?.message}
          {...register('message')}
        />
        <FormAlert message={serverError.message} />
        <FormActions
          onCancel={() => onOpenChange(false)}
          isBusy={request.isPending}
          label={t('visitRequest.send')}
        />
      </form>
    </Dialog>
  )
}
