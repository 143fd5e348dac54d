import { type ComponentProps, useId } from 'react'
import { cx } from '../../lib/cx.ts'
import { describedBy, FieldShell, inputClass } from './field-shell.tsx'

type TTextFieldProps = ComponentProps<'input'> & { label: string; hint?: string; error?: string }

export function TextField({ label, hint, error, className, id, ...props }: TTextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        id={inputId}
        className={cx(inputClass, 'h-11')}
        {...describedBy(inputId, hint, error)}
        {...props}
      />
    </FieldShell>
  )
}
