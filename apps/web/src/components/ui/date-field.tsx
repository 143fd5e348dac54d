import { formatDisplayDate } from '@demeure/shared/zod-free'
import { CalendarDays } from 'lucide-react'
import { lazy, Suspense, useId } from 'react'
import { cx } from '../../lib/cx.ts'
import { Popover } from './popover.tsx'
import { Spinner } from './spinner.tsx'

const Calendar = lazy(async () => ({
  default: (await import('./calendar.tsx')).Calendar,
}))

type TDateFieldProps = {
  label: string
  placeholder: string
  value: string
  isOpen: boolean
  /** The owner decides whether it may open (a check-out waits for its check-in). */
  onOpenChange: (isOpen: boolean) => void
  onChange: (value: string) => void
  fromDate: string
  month?: string
  blocked?: readonly { start_date: string; end_date: string }[]
  /** When given, only days inside these periods can be picked. */
  allowed?: readonly { start_date: string; end_date: string }[]
  /** Days shown unavailable that say why when picked (see Calendar). */
  refused?: { periods: readonly { start_date: string; end_date: string }[]; message: string }
  align?: 'start' | 'end'
  /** E.g. `w-max`, to set two months side by side where there is room. */
  panelClassName?: string
  /** Shown under the field and read with it. */
  error?: string
}

/**
 * A date field that opens a calendar (stay dates, a visit's day); dates shown as YYYY/MM/DD. Days
 * before `fromDate`, in `blocked` periods or (when given) outside the `allowed` ones cannot be picked.
 */
export function DateField({
  label,
  placeholder,
  value,
  isOpen,
  onOpenChange,
  onChange,
  fromDate,
  month,
  blocked,
  allowed,
  refused,
  align,
  panelClassName,
  error,
}: TDateFieldProps) {
  const errorId = useId()
  // Always wrapped, so a message appearing does not remount the field (and lose its focus).
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Popover
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        align={align}
        panelClassName={panelClassName}
        panelLabel={label}
        triggerDescribedBy={error ? errorId : undefined}
        isTriggerInvalid={Boolean(error)}
        triggerClassName="flex w-full flex-col items-start rounded-control border border-line-strong bg-surface px-3 py-2 text-left hover:border-ink-muted aria-expanded:border-brand aria-[invalid=true]:border-danger"
        trigger={
          <>
            <span className="text-xs font-semibold text-ink uppercase">{label}</span>
            <span className="flex w-full items-center justify-between gap-2">
              {/* One line, whatever the language (a long placeholder once wrapped inside the field). */}
              <span
                className={cx(
                  'min-w-0 truncate whitespace-nowrap',
                  value ? 'font-medium text-ink tabular-nums' : 'text-ink-muted',
                )}
              >
                {value ? formatDisplayDate(value) : placeholder}
              </span>
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            </span>
          </>
        }
      >
        <Suspense
          fallback={
            <div className="flex h-72 w-72 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <Calendar
            value={value}
            onChange={onChange}
            fromDate={fromDate}
            month={month}
            blocked={blocked}
            allowed={allowed}
            refused={refused}
            label={label}
          />
        </Suspense>
      </Popover>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
