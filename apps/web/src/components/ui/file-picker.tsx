import { Upload } from 'lucide-react'
import { type ChangeEvent, type ReactNode, useId } from 'react'
import { cx } from '../../lib/cx.ts'
import { buttonClass } from './button-styles.ts'

type TFilePickerProps = {
  label: string
  /** The button's text, e.g. "Choose files". */
  action: string
  accept: string
  isMultiple?: boolean
  hint?: string
  error?: string
  onPick: (files: File[]) => void
  /** What was chosen so far (and what the server already has), under the button. */
  children?: ReactNode
}

/**
 * A file input shown as a button. The input keeps the field's name for assistive technology; it is
 * emptied after each pick, so that choosing the same file again after an error works.
 */
export function FilePicker({
  label,
  action,
  accept,
  isMultiple = false,
  hint,
  error,
  onPick,
  children,
}: TFilePickerProps) {
  const id = useId()
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length > 0) onPick(files)
  }
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div>
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={isMultiple}
          onChange={pick}
          className="peer sr-only"
          aria-labelledby={`${id}-label`}
          aria-describedby={error || hint ? `${id}-help` : undefined}
          aria-invalid={error ? true : undefined}
        />
        <label
          htmlFor={id}
          className={cx(
            buttonClass('secondary'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
          )}
        >
          <Upload aria-hidden="true" className="size-4" />
          {action}
        </label>
      </div>
      {(error || hint) && (
        <p id={`${id}-help`} className={cx('text-sm', error ? 'font-medium text-danger' : 'text-ink-muted')}>
          {error ?? hint}
        </p>
      )}
      {children}
    </div>
  )
}
