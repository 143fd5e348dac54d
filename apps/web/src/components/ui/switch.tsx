import { useId } from 'react'
import { cx } from '../../lib/cx.ts'

type TSwitchProps = {
  label: string
  /** One line under the label saying what the switch does; read with the switch's name. */
  description?: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** While the change is being saved: the switch shows the new state and cannot be pressed again. */
  isBusy?: boolean
}

/**
 * An on/off setting that applies at once (no form to submit): a `role="switch"` button named by its
 * visible label. Both track colours keep 3:1 against the card, so "off" is not just a faint grey.
 */
export function Switch({ label, description, checked, onChange, isBusy = false }: TSwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span id={`${id}-label`} className="font-semibold text-ink">
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-sm text-ink-muted">
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        onClick={() => onChange(!checked)}
        className="group -my-1.5 flex h-11 w-14 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand disabled:cursor-wait"
      >
        <span
          className={cx(
            'flex h-7 w-12 items-center rounded-full p-1 transition-colors',
            checked ? 'bg-brand' : 'bg-ink-muted',
            isBusy && 'opacity-70',
          )}
        >
          <span
            className={cx(
              'size-5 rounded-full bg-white shadow transition-transform',
              checked && 'translate-x-5',
            )}
          />
        </span>
      </button>
    </div>
  )
}
