import type { TLease } from '@demeure/shared'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { useSignLease } from '../api/use-lease-actions.ts'
import { LeaseText } from './lease-text.tsx'

type TSignLeaseDialogProps = {
  lease: TLease
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The whole text to read, then the signer's typed name and explicit consent. */
export function SignLeaseDialog({ lease, open, onOpenChange }: TSignLeaseDialogProps) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const sign = useSignLease(lease.booking_id)

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!consent) {
      setErrors({ consent: t('lease.sign.consentRequired') })
      return
    }
    sign.mutate(
      { name, consent: true },
      {
        onSuccess: () => {
          toast.success(t('lease.sign.done'))
          onOpenChange(false)
        },
        onError: (error) => {
          const fields = errorFields(error)
          setErrors(fields)
          if (!fields.name && !fields.consent) toast.error(errorMessage(error, t('lease.failed')))
        },
      },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !sign.isPending && onOpenChange(next)}
      title={t('lease.sign.title')}
      description={t('lease.sign.description')}
      layout="wide"
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="max-h-[45vh] overflow-y-auto rounded-control border border-line p-4">
          <LeaseText sections={lease.sections} />
        </div>
        <p className="break-all text-xs text-muted">
          {t('lease.sign.hash', { hash: lease.document_sha256 })}
        </p>
        <TextField
          label={t('lease.sign.name')}
          hint={t('lease.sign.nameHint')}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <CheckboxField
          label={t('lease.sign.consent')}
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          error={errors.consent}
        />
        <FormActions
          onCancel={() => onOpenChange(false)}
          label={t('lease.sign.submit')}
          isBusy={sign.isPending}
        />
      </form>
    </Dialog>
  )
}
