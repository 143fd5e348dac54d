import type { TSavedSearch, TSavedSearchCriteria, TSavedSearchFrequency } from '@demeure/shared'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useServerError } from '../../../lib/use-server-error.ts'
import { useCreateSavedSearch } from '../api/use-create-saved-search.ts'
import { useUpdateSavedSearch } from '../api/use-update-saved-search.ts'
import { FREQUENCIES } from '../lib/criteria.ts'

type TValues = { name: string; frequency: TSavedSearchFrequency }
const FIELDS = ['name', 'frequency'] as const

type TSavedSearchDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
} & ({ criteria: TSavedSearchCriteria; search?: undefined } | { search: TSavedSearch; criteria?: undefined })

/** Names a search and picks how often its alerts come: saves the current filters, or edits a saved search. */
export function SavedSearchDialog({ open, onOpenChange, criteria, search }: TSavedSearchDialogProps) {
  const { t } = useTranslation()
  const create = useCreateSavedSearch()
  const update = useUpdateSavedSearch()
  const initial: TValues = { name: search?.name ?? '', frequency: search?.frequency ?? 'instant' }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TValues>({ defaultValues: initial })
  const serverError = useServerError(setError, FIELDS, { saysOtherFields: true })
  const isBusy = create.isPending || update.isPending

  const close = (next: boolean) => {
    if (isBusy) return
    if (!next) {
      reset(initial)
      serverError.clear()
    }
    onOpenChange(next)
  }

  const submit = handleSubmit(async (values) => {
    serverError.clear()
    try {
      if (search) await update.mutateAsync({ id: search.id, ...values })
      else await create.mutateAsync({ ...values, criteria: criteria ?? {} })
      toast.success(t(search ? 'savedSearches.updated' : 'savedSearches.created'))
      close(false)
    } catch (error) {
      serverError.show(error, t('savedSearches.failed'))
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t(search ? 'savedSearches.editTitle' : 'savedSearches.saveTitle')}
      description={t('savedSearches.dialogText')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <FormAlert message={serverError.message} />
        <TextField
          label={t('savedSearches.name')}
          maxLength={80}
          error={errors.name?.message}
          {...register('name', { required: t('validation.required'), maxLength: 80 })}
        />
        <SelectField
          label={t('savedSearches.frequency')}
          hint={t('savedSearches.frequencyHint')}
          error={errors.frequency?.message}
          {...register('frequency')}
        >
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(`savedSearches.frequencies.${frequency}`)}
            </option>
          ))}
        </SelectField>
        <FormActions
          onCancel={() => close(false)}
          isBusy={isBusy}
          label={t('savedSearches.save')}
          busyLabel={t('savedSearches.saving')}
        />
      </form>
    </Dialog>
  )
}
