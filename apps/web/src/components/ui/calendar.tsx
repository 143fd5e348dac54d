import 'react-day-picker/style.css'
import { NARROW_SCREEN_MAX_WIDTH } from '@demeure/shared'
import { useState } from 'react'
import { DayButton, type DayButtonProps, DayPicker, type Matcher } from 'react-day-picker'
import { enCA, fr } from 'react-day-picker/locale'
import { useTranslation } from 'react-i18next'
import { cx } from '../../lib/cx.ts'
import { fromIsoDate, toIsoDate } from '../../lib/iso-date.ts'
import { toLanguage } from '../../lib/language.ts'
import { useMediaQuery } from '../../lib/use-media-query.ts'

type TCalendarProps = {
  /** YYYY-MM-DD, or '' for none. */
  value: string
  onChange: (value: string) => void
  /** Days before this one (YYYY-MM-DD) cannot be chosen. */
  fromDate?: string
  /** Periods (YYYY-MM-DD, both ends included) that cannot be chosen, e.g. reserved dates. */
  blocked?: readonly { start_date: string; end_date: string }[]
  /** When given, the only periods (YYYY-MM-DD, both ends included) whose days can be chosen. */
  allowed?: readonly { start_date: string; end_date: string }[]
  /**
   * Days that look unavailable but say why when picked (e.g. free nights from which no stay fits):
   * the message is shown and announced instead of the day being chosen.
   */
  refused?: { periods: readonly { start_date: string; end_date: string }[]; message: string }
  /** The month shown first when nothing is chosen yet. */
  month?: string
  label: string
}

const isIn = (periods: readonly { start_date: string; end_date: string }[], day: string) =>
  periods.some((period) => period.start_date <= day && day <= period.end_date)

/** A day refused with a reason is still a button (so it can say why), marked unavailable. */
function RefusableDayButton(props: DayButtonProps) {
  return <DayButton {...props} aria-disabled={props.modifiers.refused || undefined} />
}

/**
 * A single-date calendar: two months side by side, one at 480 px or less. Loaded only
 * where a date is picked, so the date library stays out of the first page load. Choosing the
 * chosen day again clears it.
 */
export function Calendar({
  value,
  onChange,
  fromDate,
  blocked = [],
  allowed,
  refused,
  month,
  label,
}: TCalendarProps) {
  const { i18n } = useTranslation()
  const [isRefusalShown, setIsRefusalShown] = useState(false)
  const refusal = refused && isRefusalShown ? refused.message : ''
  const isRefused = (date: Date) => {
    const day = toIsoDate(date)
    return Boolean(refused && isIn(refused.periods, day) && !(allowed && isIn(allowed, day)))
  }
  const isNarrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`)
  const disabled: Matcher[] = blocked.map((period) => ({
    from: fromIsoDate(period.start_date),
    to: fromIsoDate(period.end_date),
  }))
  if (fromDate) disabled.push({ before: fromIsoDate(fromDate) })
  if (allowed) {
    disabled.push((date: Date) => {
      return !isIn(allowed, toIsoDate(date)) && !isRefused(date)
    })
  }
  const selected = value ? fromIsoDate(value) : undefined
  const start = selected ?? (month ? fromIsoDate(month) : fromDate ? fromIsoDate(fromDate) : undefined)

  return (
    <div className="flex flex-col">
      <DayPicker
        mode="single"
        aria-label={label}
        locale={toLanguage(i18n.resolvedLanguage) === 'fr' ? fr : enCA}
        numberOfMonths={isNarrow ? 1 : 2}
        defaultMonth={start}
        startMonth={fromDate ? fromIsoDate(fromDate) : undefined}
        selected={selected}
        onSelect={(date) => {
          if (date && isRefused(date)) {
            setIsRefusalShown(true)
            return
          }
          setIsRefusalShown(false)
          onChange(date ? toIsoDate(date) : '')
        }}
        disabled={disabled}
        modifiers={{ refused: isRefused }}
        modifiersClassNames={{ refused: 'text-ink-muted/60 line-through' }}
        components={{ DayButton: RefusableDayButton }}
        // The library's stylesheet is not layered, so its variables need the important flag here.
        className="text-sm text-ink [--rdp-accent-background-color:var(--color-brand-soft)]! [--rdp-accent-color:var(--color-brand)]! [--rdp-day-height:40px]! [--rdp-day-width:40px]! [--rdp-day_button-height:38px]! [--rdp-day_button-width:38px]! [--rdp-months-gap:1.5rem]!"
      />
      {/* Always in the page, so screen readers announce the reason when it appears. */}
      <p role="status" className={cx('max-w-72 px-2 text-sm font-medium text-danger', refusal && 'pt-1')}>
        {refusal}
      </p>
    </div>
  )
}
