import { TYPE_FILTERS } from '@demeure/shared/zod-free'
import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { cx } from '../../../lib/cx.ts'

type TTypePickerProps = { value: readonly string[]; onToggle: (type: string) => void }

/** The home types, then "Private room" (a room category), each toggled on or off. */
export function TypePicker({ value, onToggle }: TTypePickerProps) {
  const { t } = useTranslation()
  const labels = useCatalogueLabels()
  return (
    <ul
      aria-label={t('searchBar.listingType')}
      className="grid gap-1 sm:min-w-64 lg:min-w-[26rem] lg:grid-cols-2"
    >
      {TYPE_FILTERS.map((type) => {
        const isOn = value.includes(type)
        return (
          <li key={type}>
            <button
              type="button"
              aria-pressed={isOn}
              onClick={() => onToggle(type)}
              className={cx(
                'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left text-sm font-medium hover:bg-brand-soft',
                isOn ? 'text-brand-strong' : 'text-ink',
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-5 shrink-0 items-center justify-center rounded border',
                  isOn ? 'border-brand bg-brand text-white' : 'border-line-strong bg-surface',
                )}
              >
                {isOn && <Check className="size-3.5" />}
              </span>
              {labels.listingType(type)}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
