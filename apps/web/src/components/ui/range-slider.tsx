import { cx } from '../../lib/cx.ts'

type TRangeSliderProps = {
  min: number
  max: number
  step: number
  value: readonly [number, number]
  onChange: (value: [number, number], moved: 'min' | 'max') => void
  minLabel: string
  maxLabel: string
  className?: string
}

const thumbClass =
  'pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 ' +
  '[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full ' +
  '[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand ' +
  '[&::-webkit-slider-thumb]:bg-surface [&::-webkit-slider-thumb]:shadow-card ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 ' +
  '[&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 ' +
  '[&::-moz-range-thumb]:border-brand [&::-moz-range-thumb]:bg-surface'

/**
 * Two native range inputs over one track: keyboard, touch and screen readers work as they do for
 * any slider. The owner keeps the ends apart.
 */
export function RangeSlider({
  min,
  max,
  step,
  value,
  onChange,
  minLabel,
  maxLabel,
  className,
}: TRangeSliderProps) {
  const [low, high] = value
  const percent = (amount: number) => ((amount - min) / (max - min)) * 100
  return (
    <div className={cx('relative h-8', className)}>
      <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-line" />
      <div
        className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand"
        style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
      />
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={low}
        aria-label={minLabel}
        // Near the top end the two thumbs overlap: the lower one goes on top so it can still move.
        style={{ zIndex: percent(low) > 90 ? 2 : 1 }}
        onChange={(event) => onChange([Number(event.target.value), high], 'min')}
        className={thumbClass}
      />
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={high}
        aria-label={maxLabel}
        onChange={(event) => onChange([low, Number(event.target.value)], 'max')}
        className={thumbClass}
      />
    </div>
  )
}
