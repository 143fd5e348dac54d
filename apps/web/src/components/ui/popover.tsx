import { type ReactNode, useEffect, useId, useRef } from 'react'
import { cx } from '../../lib/cx.ts'

type TPopoverProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The trigger's content; the trigger itself is a button that toggles the panel. */
  trigger: ReactNode
  triggerLabel?: string
  triggerClassName?: string
  /** Ties the trigger to a message outside it (e.g. a field's error). */
  triggerDescribedBy?: string
  isTriggerInvalid?: boolean
  panelClassName?: string
  /** Names the panel for screen readers. */
  panelLabel: string
  align?: 'start' | 'end'
  children: ReactNode
}

/**
 * A button with a panel under it that opens on click and closes on a click outside or Escape
 *. The owner closes it when the chosen value changes.
 */
export function Popover({
  isOpen,
  onOpenChange,
  trigger,
  triggerLabel,
  triggerClassName,
  triggerDescribedBy,
  isTriggerInvalid,
  panelClassName,
  panelLabel,
  align = 'start',
  children,
}: TPopoverProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onOpenChange(false)
      triggerRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [isOpen, onOpenChange])

  return (
    <div ref={rootRef} className="relative min-w-0">
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={triggerLabel}
        aria-describedby={triggerDescribedBy}
        aria-invalid={isTriggerInvalid || undefined}
        onClick={() => onOpenChange(!isOpen)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          id={panelId}
          role="dialog"
          aria-label={panelLabel}
          className={cx(
            'card absolute top-full z-50 mt-2 p-3 shadow-raised',
            align === 'start' ? 'left-0' : 'right-0',
            panelClassName,
          )}
        >
          {children}
        </div>
      )}
    </div>
  )
}
