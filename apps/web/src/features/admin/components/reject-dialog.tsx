import { ZRejectRequest } from '@demeure/shared'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { schemaIssues } from '../../../lib/form-check.ts'
import { translateIssue } from '../../../lib/translate-issue.ts'

type TRejectDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  isBusy: boolean
  serverError?: string
  onReject: (reason: string) => void
}

/** A rejection always says why: the person reads the reason in their panel and by e-mail. */
export function RejectDialog({
  open,
  onOpenChange,
  title,
  description,
  isBusy,
  serverError,
  onReject,
}: TRejectDialogProps) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const found = schemaIssues(ZRejectRequest, { reason }).reason
    if (found) {
      setError(translateIssue(found))
      return
    }
    onReject(reason.trim())
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('')
          setError(undefined)
        }
        onOpenChange(next)
      }}
      title={title}
      description={description}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert message={serverError} />
        <TextareaField
          label={t('admin.reject.reason')}
          hint={t('admin.reject.reasonHint')}
          value={reason}
          maxLength={1000}
          rows={4}
          error={error}
          onChange={(event) => {
            setReason(event.target.value)
            setError(undefined)
          }}
        />
        <FormActions
          onCancel={() => onOpenChange(false)}
          isBusy={isBusy}
          variant="danger"
          label={t('admin.reject.confirm')}
        />
      </form>
    </Dialog>
  )
}
