import { Star } from 'lucide-react'
import { type ComponentProps, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

const STARS = [1, 2, 3, 4, 5] as const

type TStarRatingFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value'> & {
  label: string
  value: number | undefined
  error?: string
}

/**
 * A 1–5 rating as a native radio group drawn as stars: arrow keys move between stars, each has a
 * spoken name ("4 stars"), and the focused star shows a ring.
 */
export function StarRatingField({ label, value, error, ...input }: TStarRatingFieldProps) {
  const { t } = useTranslation()
  const errorId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{label}</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label key={stars} className="relative cursor-pointer">
            <input
              type="radio"
              value={stars}
              className="peer sr-only"
              aria-invalid={error ? true : undefined}
              {...input}
            />
            <span className="sr-only">{t('reservations.review.stars', { count: stars })}</span>
            <Star
              aria-hidden="true"
              className={cx(
                'size-11 rounded-control p-1.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-brand',
                value !== undefined && stars <= value
                  ? 'fill-accent text-accent'
                  : 'text-line-strong hover:text-accent',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
