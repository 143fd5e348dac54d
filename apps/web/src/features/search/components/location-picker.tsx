import { LOCATION_SEARCH_DELAY_MS } from '@demeure/shared/zod-free'
import { Check, MapPin, Search } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useCatalogueLabels } from '../../../lib/catalogue-labels.ts'
import { cx } from '../../../lib/cx.ts'
import { countsByPlace, placeKey, usePlaceCounts } from '../../../lib/place-counts.ts'
import { filterLocations, whereOptions } from '../lib/location-options.ts'
import { useDelayedValue } from '../use-delayed-value.ts'

type TLocationPickerProps = {
  value: string
  /**
   * Called with the chosen location: a city from the list (`isCity`), or typed text matched
   * against streets and titles too. The owner clears it when it is the one already chosen.
   */
  onSelect: (location: string, isCity: boolean) => void
  isAutoFocused?: boolean
}

const optionClass =
  'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-left text-sm font-medium text-ink hover:bg-brand-soft'

/**
 * The location list: the default suggestions and the places with homes they lack, each with its
 * number of homes (from the API's places), narrowed by the typed text after 200 ms (a spinner
 * meanwhile), and a translated message when nothing matches.
 */
export function LocationPicker({ value, onSelect, isAutoFocused = false }: TLocationPickerProps) {
  const { t, i18n } = useTranslation()
  const labels = useCatalogueLabels()
  const places = usePlaceCounts()
  const counts = countsByPlace(places.data)
  // A default city's label ('new york' → 'New York'), else a neighbourhood's ('Old Montreal').
  const labelOf = (name: string) => {
    const city = labels.city(name)
    return city === name ? labels.place(name) : city
  }
  const inputId = useId()
  const listId = useId()
  const [text, setText] = useState('')
  const settledText = useDelayedValue(text, LOCATION_SEARCH_DELAY_MS)
  const isFiltering = text !== settledText
  const options = filterLocations(whereOptions(places.data), settledText, labelOf)
  const typed = settledText.trim()
  // The suggestion ArrowUp/ArrowDown moved to (-1: none, Enter searches the typed text). A new
  // list starts with none.
  const [active, setActive] = useState({ index: -1, list: settledText })
  const activeIndex = active.list === settledText && active.index < options.length ? active.index : -1
  const activeName = options[activeIndex]
  const optionId = (index: number) => `${listId}-${index}`
  const homesLabel = (count: number) =>
    t('searchBar.homeCount', { count, total: count.toLocaleString(i18n.resolvedLanguage) })

  function move(step: 1 | -1) {
    if (options.length === 0) return
    const next = activeIndex === -1 ? (step === 1 ? 0 : options.length - 1) : activeIndex + step
    setActive({ index: (next + options.length) % options.length, list: settledText })
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="sr-only">
        {t('searchBar.locationInput')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Still a search box (textbox roles take an active descendant): screen readers hear the
          // suggestion ArrowUp/ArrowDown moved to.
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={activeName ? optionId(activeIndex) : undefined}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              move(event.key === 'ArrowDown' ? 1 : -1)
              return
            }
            if (event.key !== 'Enter') return
            // Enter takes the suggestion moved to, else searches the typed text as it is (a
            // neighbourhood, a street).
            if (activeName) {
              event.preventDefault()
              onSelect(activeName, true)
            } else if (text.trim()) {
              event.preventDefault()
              onSelect(text.trim(), false)
            }
          }}
          placeholder={t('searchBar.locationInput')}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the field is the reason the panel was opened
          autoFocus={isAutoFocused}
          className="h-11 w-full rounded-control border border-line-strong bg-surface pr-10 pl-9 text-base text-ink placeholder:text-ink-muted/70"
        />
        {isFiltering && (
          <span className="absolute top-1/2 right-3 -translate-y-1/2">
            <Spinner className="size-4" label={t('searchBar.filtering')} />
          </span>
        )}
      </div>
      {options.length === 0 ? (
        <div className="flex flex-col items-start gap-2 px-1 py-2">
          <p className="text-sm text-ink-muted">{t('searchBar.noLocations')}</p>
          <button type="button" onClick={() => onSelect(typed, false)} className="text-link text-sm">
            {t('searchBar.searchText', { text: typed })}
          </button>
        </div>
      ) : (
        <ul
          id={listId}
          aria-label={t('searchBar.suggestions')}
          className="flex max-h-72 flex-col overflow-y-auto"
        >
          {options.map((name, index) => {
            const isSelected = name.toLowerCase() === value.toLowerCase()
            return (
              <li key={name}>
                <button
                  ref={
                    index === activeIndex
                      ? (button) => button?.scrollIntoView({ block: 'nearest' })
                      : undefined
                  }
                  id={optionId(index)}
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(name, true)}
                  className={cx(
                    optionClass,
                    isSelected && 'bg-brand-soft text-brand-strong',
                    index === activeIndex && 'bg-brand-soft ring-2 ring-brand ring-inset',
                  )}
                >
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                  <span className="flex-1">{labelOf(name)}</span>
                  {places.isSuccess && (
                    <span className="shrink-0 text-xs font-normal text-ink-muted tabular-nums">
                      {homesLabel(counts.get(placeKey(name)) ?? 0)}
                    </span>
                  )}
                  {isSelected && <Check aria-hidden="true" className="size-4 text-brand" />}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
