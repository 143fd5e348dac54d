import type { TLease } from '@demeure/shared'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { useSaveHostFields } from '../api/use-lease-actions.ts'

type THostFieldsDialogProps = { lease: TLease; open: boolean; onOpenChange: (open: boolean) => void }

/** Section G (pre-filled from Demeure's record of this home) and section F, confirmed by the host. */
export function HostFieldsDialog({ lease, open, onOpenChange }: THostFieldsDialogProps) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const fields = lease.host_fields
  const [notRented, setNotRented] = useState(fields.lowest_rent === null)
  const [lowestRent, setLowestRent] = useState(fields.lowest_rent ?? '')
  const [underFive, setUnderFive] = useState(fields.building_under_five_years ?? false)
  const [ceiling, setCeiling] = useState(fields.rent_ceiling ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveHostFields(lease.booking_id)
  const suggested = fields.lowest_rent_suggested
    ? t('lease.host.suggested', {
        amount: formatUsd(fields.lowest_rent_suggested, language, { cents: 'always' }),
      })
    : t('lease.host.suggestedNone')

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    save.mutate(
      {
        lowest_rent: notRented ? null : lowestRent,
        building_under_five_years: underFive,
        rent_ceiling: underFive ? ceiling : null,
      },
      {
        onSuccess: () => {
          toast.success(t('lease.host.saved'))
          onOpenChange(false)
        },
        onError: (error) => {
          const refused = errorFields(error)
          setErrors(refused)
          if (Object.keys(refused).length === 0) toast.error(errorMessage(error, t('lease.failed')))
        },
      },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={t('lease.host.title')}
      description={t('lease.host.description')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold text-ink">{t('lease.host.sectionG')}</legend>
          <p className="text-sm text-muted">{suggested}</p>
          <CheckboxField
            label={t('lease.host.notRented')}
            checked={notRented}
            onChange={(event) => setNotRented(event.target.checked)}
          />
          {!notRented && (
            <TextField
              label={t('lease.host.lowestRent')}
              inputMode="decimal"
              value={lowestRent}
              onChange={(event) => setLowestRent(event.target.value)}
              error={errors.lowest_rent}
              required
            />
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold text-ink">{t('lease.host.sectionF')}</legend>
          <CheckboxField
            label={t('lease.host.underFive')}
            checked={underFive}
            onChange={(event) => setUnderFive(event.target.checked)}
            error={errors.building_under_five_years}
          />
          {underFive && (
            <TextField
              label={t('lease.host.ceiling')}
              inputMode="decimal"
              value={ceiling}
              onChange={(event) => setCeiling(event.target.value)}
              error={errors.rent_ceiling}
            />
          )}
        </fieldset>
        <p className="text-sm text-muted">{t('lease.host.voidsSignatures')}</p>
        <FormActions
          onCancel={() => onOpenChange(false)}
          label={t('lease.host.save')}
          isBusy={save.isPending}
        />
      </form>
    </Dialog>
  )
}
