import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  type TReportReason,
  type TReportTargetKind,
  ZReportCreate,
} from '@demeure/shared'
import { CheckCircle2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FormActions } from '../../../components/ui/form-actions.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { schemaIssues } from '../../../lib/form-check.ts'
import { serverProblems } from '../../../lib/server-problems.ts'
import { translateIssue } from '../../../lib/translate-issue.ts'
import { useCreateReport } from '../api/use-create-report.ts'

type TReportDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  target: { kind: TReportTargetKind; id: string }
}

const FIELDS = ['reason', 'details'] as const

/** The reason (a fixed list), what happened, and a thank-you once staff have it. */
export function ReportDialog({ open, onOpenChange, target }: TReportDialogProps) {
  const { t } = useTranslation()
  const create = useCreateReport()
  const [reason, setReason] = useState<TReportReason | ''>('')
  const [details, setDetails] = useState('')
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({})
  const [formError, setFormError] = useState<string>()
  const [isSent, setIsSent] = useState(false)

  function reset() {
    setReason('')
    setDetails('')
    setErrors({})
    setFormError(undefined)
    setIsSent(false)
    create.reset()
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(undefined)
    const body = { target_kind: target.kind, target_id: target.id, reason, details: details.trim() }
    const found = schemaIssues(ZReportCreate, body)
    const next = {
      reason: found.reason ? t('reports.reasonRequired') : undefined,
      details:
        (found.details && translateIssue(found.details)) ||
        (reason === 'other' && !details.trim() ? t('reports.detailsRequired') : undefined),
    }
    if (next.reason || next.details) {
      setErrors(next)
      return
    }
    create.mutate(
      { ...body, reason: reason as TReportReason },
      {
        onSuccess: () => setIsSent(true),
        onError: (error) => {
          const problems = serverProblems(error, FIELDS, t('reports.failed'))
          setErrors(problems.fields)
          setFormError(Object.keys(problems.fields).length ? undefined : problems.message)
        },
      },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset()
        onOpenChange(next)
      }}
      title={t(`reports.title.${target.kind}`)}
      description={isSent ? undefined : t('reports.text')}
    >
      {isSent ? (
        <div className="flex flex-col items-start gap-4" role="status">
          <p className="flex items-start gap-2 text-ink">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {t('reports.sent')}
          </p>
          <Button onClick={() => onOpenChange(false)}>{t('reports.close')}</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormAlert message={formError} />
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.reason ? 'report-reason-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-ink">{t('reports.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-line-strong bg-surface px-3 py-2 text-sm text-ink hover:border-ink-muted has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value)
                    setErrors((current) => ({ ...current, reason: undefined }))
                  }}
                  className="size-4 accent-brand"
                />
                {t(`reports.reasons.${value}`)}
              </label>
            ))}
            {errors.reason && (
              <p id="report-reason-error" className="text-sm text-danger">
                {errors.reason}
              </p>
            )}
          </fieldset>
          <TextareaField
            label={t('reports.details')}
            hint={t('reports.detailsHint')}
            value={details}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            rows={4}
            error={errors.details}
            onChange={(event) => {
              setDetails(event.target.value)
              setErrors((current) => ({ ...current, details: undefined }))
            }}
          />
          <FormActions
            onCancel={() => onOpenChange(false)}
            isBusy={create.isPending}
            variant="danger"
            label={t('reports.send')}
          />
        </form>
      )}
    </Dialog>
  )
}
