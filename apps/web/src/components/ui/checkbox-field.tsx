import { type ComponentProps, type ReactNode, useId } from 'react'
import { cx } from '../../lib/cx.ts'

type TCheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string }

/** A checkbox with its label beside it and a 44 px tall hit area. */
export function CheckboxField({ label, error, className, id, ...props }: TCheckboxFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-start gap-3 py-2.5 text-ink">
        <input
          id={inputId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...props}
        />
        <span className="text-sm leading-5">{label}</span>
      </label>
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
