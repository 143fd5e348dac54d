import { type ComponentProps, useId } from 'react'
import { cx } from '../../lib/cx.ts'
import { describedBy, FieldShell, inputClass } from './field-shell.tsx'

type TTextareaFieldProps = ComponentProps<'textarea'> & { label: string; hint?: string; error?: string }

export function TextareaField({ label, hint, error, className, id, ...props }: TTextareaFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={inputId}
        className={cx(inputClass, 'min-h-28 resize-y py-2.5')}
        {...describedBy(inputId, hint, error)}
        {...props}
      />
    </FieldShell>
  )
}
