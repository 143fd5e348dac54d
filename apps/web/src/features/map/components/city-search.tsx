import { LoaderCircle, Search } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCitySearch } from '../api/use-city-search.ts'

type TCitySearchProps = { onFound: (lat: number, lng: number) => void; className?: string }

/** The map page's city box: one result through the geocoding proxy. */
export function CitySearch({ onFound, className }: TCitySearchProps) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const search = useCitySearch()
  const message = search.isError
    ? t('map.citySearchError')
    : search.isSuccess && search.data === null
      ? t('map.cityNotFound')
      : ''

  return (
    <search className={className}>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const term = text.trim()
          if (!term) return
          search.mutate(term, { onSuccess: (place) => place && onFound(place.lat, place.lng) })
        }}
      >
        <div className="card flex h-12 items-center gap-1 p-1 pl-4 shadow-raised">
          <label htmlFor="map-city" className="sr-only">
            {t('map.citySearch')}
          </label>
          <input
            id="map-city"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              if (!search.isIdle) search.reset()
            }}
            placeholder={t('map.citySearch')}
            autoComplete="off"
            className="h-full min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted"
          />
          <button
            type="submit"
            aria-label={t('map.citySearchSubmit')}
            className="flex size-10 shrink-0 items-center justify-center rounded-control bg-brand text-white hover:bg-brand-strong"
          >
            {search.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : (
              <Search aria-hidden="true" className="size-5" />
            )}
          </button>
        </div>
        {message && (
          <p role="alert" className="card px-4 py-2 text-sm font-medium text-danger shadow-raised">
            {message}
          </p>
        )}
      </form>
    </search>
  )
}
