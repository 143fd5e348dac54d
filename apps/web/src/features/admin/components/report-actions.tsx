import type { TModerationAction, TStaffReport } from '@demeure/shared'
import { useState } from 'react'
import toast from 'react-hot-toast'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextareaField } from '../../../components/ui/textarea-field.tsx'
import { errorMessage } from '../../../lib/api-error.ts'
import { useReportAction } from '../api/use-report-action.ts'

/** A note, then one of the actions; hiding is offered only for a reported listing. */
export function ReportActions({ report }: { report: TStaffReport }) {
  const { t } = useTranslation()
  const action = useReportAction(report.id)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const actions: TModerationAction[] = [
    ...(report.target_kind === 'listing' ? (['hide_listing'] as const) : []),
    'warn_user',
    'suspend_user',
    'dismiss',
  ]

  function run(choice: TModerationAction) {
    setError(undefined)
    action.mutate(
      { action: choice, note: note.trim() },
      {
        onSuccess: () => toast.success(t(`admin.reports.done.${choice}`)),
        onError: (failure) => setError(errorMessage(failure, t('admin.actionFailed'))),
      },
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={error} />
      <TextareaField
        label={t('admin.reports.note')}
        hint={t('admin.reports.noteHint')}
        value={note}
        maxLength={1000}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {actions.map((choice) => (
          <Button
            key={choice}
            variant={choice === 'dismiss' ? 'secondary' : choice === 'warn_user' ? 'accent' : 'danger'}
            disabled={action.isPending}
            onClick={() => run(choice)}
          >
            {t(`admin.reports.actions.${choice}`)}
          </Button>
        ))}
      </div>
    </div>
  )
}
