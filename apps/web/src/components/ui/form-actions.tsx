import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from './button.tsx'
import { SubmitButton } from './submit-button.tsx'

type TFormActionsProps = ComponentProps<typeof SubmitButton> & {
  /** Shows a Cancel button beside the submit button; it waits, like the submit, while the form is sent. */
  onCancel?: () => void
}

/**
 * The end of a form or a dialog's form: Cancel then the submit button, side by side from the
 * small breakpoint, stacked (submit on top) on a phone.
 */
export function FormActions({ onCancel, ...submit }: TFormActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={submit.isBusy}>
          {t('common.cancel')}
        </Button>
      )}
      <SubmitButton {...submit} />
    </div>
  )
}
