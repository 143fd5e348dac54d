import { MAP_PAGE_DEFAULT } from '@demeure/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFirstScreenHandOff } from '../../lib/first-screen.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { useMapView } from './api/use-map-view.ts'
import { CitySearch } from './components/city-search.tsx'
import type { TMapFocus } from './components/focus-controller.tsx'
import { MapStatus } from './components/map-status.tsx'
import { ListingsMap } from './listings-map.tsx'
import { MAP_PAGE_LAYOUT } from './map-page-layout.ts'

/** /map has no filters: every published home. */
const NO_FILTERS = {}

/**
 * /map: every published home on a full-screen map, as the server's clusters zoomed out and price
 * markers zoomed in. Asked per viewport as the map moves, so it stays smooth whatever the size of
 * the catalogue.
 */
export function MapPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('map.title'))
  // The map draws itself; its frame is all the server's first screen shows.
  useFirstScreenHandOff(true)
  const [bbox, setBbox] = useState<string | null>(null)
  const [focus, setFocus] = useState<TMapFocus | null>(null)
  const view = useMapView(NO_FILTERS, bbox)

  return (
    <div className={MAP_PAGE_LAYOUT.frame}>
      <h1 className="sr-only">{t('map.title')}</h1>
      <ListingsMap
        center={[MAP_PAGE_DEFAULT.lat, MAP_PAGE_DEFAULT.lng]}
        zoom={MAP_PAGE_DEFAULT.zoom}
        label={t('map.title')}
        view={view.data}
        onViewportChange={setBbox}
        focus={focus}
        className="size-full"
      />
      <div className={MAP_PAGE_LAYOUT.controls}>
        <CitySearch
          className={MAP_PAGE_LAYOUT.citySearch}
          onFound={(lat, lng) =>
            setFocus({
              key: `${lat},${lng},${Date.now()}`,
              center: [lat, lng],
              zoom: MAP_PAGE_DEFAULT.searchZoom,
            })
          }
        />
        <MapStatus query={view} className={MAP_PAGE_LAYOUT.status} />
      </div>
    </div>
  )
}
