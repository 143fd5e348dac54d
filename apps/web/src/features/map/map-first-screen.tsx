import { CitySearch } from './components/city-search.tsx'
import { MapStatus } from './components/map-status.tsx'
import { MAP_PAGE_LAYOUT } from './map-page-layout.ts'

const LOADING = { isFetching: true, isError: false, error: null, refetch: () => undefined }

/**
 * /map as the server renders it before the app's code arrives (src/first-screen): the city box
 * and the loading chip where the page puts them; the map itself needs the app.
 */
export function MapFirstScreen() {
  return (
    <div className={MAP_PAGE_LAYOUT.frame}>
      <div className={MAP_PAGE_LAYOUT.controls}>
        <CitySearch className={MAP_PAGE_LAYOUT.citySearch} onFound={() => undefined} />
        <MapStatus query={LOADING} className={MAP_PAGE_LAYOUT.status} />
      </div>
    </div>
  )
}
