import { Search } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { inputClass } from '../../../components/ui/field-shell.tsx'
import { cx } from '../../../lib/cx.ts'

type TPlaceSearchProps = {
  isBusy: boolean
  onSearch: (term: string) => void
  /** Typing clears the map's message. */
  onType: () => void
}

/** The place-name search above the map; Enter searches instead of submitting the listing. */
export function PlaceSearch({ isBusy, onSearch, onType }: TPlaceSearchProps) {
  const { t } = useTranslation()
  const id = useId()
  const [term, setTerm] = useState('')

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    onSearch(term)
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('mapPicker.searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          value={term}
          placeholder={t('mapPicker.searchPlaceholder')}
          onChange={(event) => {
            setTerm(event.target.value)
            onType()
          }}
          onKeyDown={onKeyDown}
          className={cx(inputClass, 'h-11 min-w-0 flex-1')}
        />
        <Button variant="secondary" onClick={() => onSearch(term)} isBusy={isBusy} className="shrink-0">
          {!isBusy && <Search aria-hidden="true" className="size-4" />}
          {t('mapPicker.search')}
        </Button>
      </div>
    </div>
  )
}
