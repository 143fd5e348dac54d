import type { ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'

export const inputClass =
  'block w-full rounded-control border border-line-strong bg-surface px-3 text-base text-ink ' +
  'placeholder:text-ink-muted/70 transition-colors hover:border-ink-muted ' +
  'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'aria-[invalid=true]:border-danger disabled:bg-canvas disabled:text-ink-muted'

type TFieldShellProps = {
  id: string
  label: string
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}

/** Label, control, hint and error of one form field; the ids come from `fieldIds`. */
export function FieldShell({ id, label, hint, error, className, children }: TFieldShellProps) {
  const ids = fieldIds(id)
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={ids.hint} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` }
}

/** The aria attributes that tie a control to its hint or error. */
export function describedBy(id: string, hint?: string, error?: string) {
  const ids = fieldIds(id)
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.error : hint ? ids.hint : undefined,
  }
}
