import { MAP_PAGE_DEFAULT } from '@demeure/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useMapItems } from './api/use-map-items.ts'
import { CitySearch } from './components/city-search.tsx'
import type { TMapFocus } from './components/focus-controller.tsx'
import { MapStatus } from './components/map-status.tsx'
import { ListingsMap } from './listings-map.tsx'

/**
 * /map: every published home on a full-screen map. Listings are asked per viewport as
 * the map moves, so it stays smooth whatever the size of the catalogue.
 */
export function MapPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('nav.map'))
  const [bbox, setBbox] = useState<string | null>(null)
  const [focus, setFocus] = useState<TMapFocus | null>(null)
  const items = useMapItems(bbox)

  return (
    <div className="relative h-[calc(100dvh-var(--header-height))] min-h-96">
      <h1 className="sr-only">{t('map.title')}</h1>
      <ListingsMap
        center={[MAP_PAGE_DEFAULT.lat, MAP_PAGE_DEFAULT.lng]}
        zoom={MAP_PAGE_DEFAULT.zoom}
        label={t('map.title')}
        listings={items.data?.items ?? []}
        onViewportChange={setBbox}
        focus={focus}
        className="size-full"
      />
      <div className="pointer-events-none absolute inset-x-0 top-0 z-[500] flex flex-col items-center gap-2 p-3 sm:items-start sm:p-4">
        <CitySearch
          className="pointer-events-auto w-full max-w-sm"
          onFound={(lat, lng) =>
            setFocus({
              key: `${lat},${lng},${Date.now()}`,
              center: [lat, lng],
              zoom: MAP_PAGE_DEFAULT.searchZoom,
            })
          }
        />
        <MapStatus query={items} className="pointer-events-auto" />
      </div>
    </div>
  )
}
