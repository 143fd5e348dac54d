import { ChevronDown } from 'lucide-react'
import { type ComponentProps, useId } from 'react'
import { cx } from '../../lib/cx.ts'
import { describedBy, FieldShell, inputClass } from './field-shell.tsx'

type TSelectFieldProps = ComponentProps<'select'> & { label: string; hint?: string; error?: string }

/** A native select (the phone's own picker on mobile) with the product's look. */
export function SelectField({ label, hint, error, className, id, children, ...props }: TSelectFieldProps) {
  const generatedId = useId()
  const selectId = id ?? generatedId
  return (
    <FieldShell id={selectId} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select
          id={selectId}
          className={cx(inputClass, 'h-11 appearance-none pr-10')}
          {...describedBy(selectId, hint, error)}
          {...props}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
    </FieldShell>
  )
}
