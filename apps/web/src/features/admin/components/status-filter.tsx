import { useTranslation } from 'react-i18next'
import { cx } from '../../../lib/cx.ts'

type TStatusFilterProps<T extends string> = {
  label: string
  options: readonly T[]
  value: T
  onChange: (value: T) => void
  labelOf: (value: T) => string
}

/** The review status shown by a queue, as a row of toggle buttons. */
export function StatusFilter<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
}: TStatusFilterProps<T>) {
  const { t } = useTranslation()
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cx(
            'h-11 rounded-full border px-4 text-sm font-semibold transition-colors',
            option === value
              ? 'border-brand bg-brand text-white'
              : 'border-line-strong bg-surface text-ink hover:bg-brand-soft',
          )}
        >
          {labelOf(option)}
          <span className="sr-only">{option === value ? ` (${t('admin.selected')})` : ''}</span>
        </button>
      ))}
    </fieldset>
  )
}
