import { PLACES } from '@demeure/shared/zod-free'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TQuery } from '../../lib/api-client.ts'
import { cx } from '../../lib/cx.ts'
import { useMapView } from './api/use-map-view.ts'
import { MapStatus } from './components/map-status.tsx'
import type { TMapListing } from './lib/group-by-coordinates.ts'
import { resultsFocus } from './lib/map-focus.ts'
import { ListingsMap } from './listings-map.tsx'

type TResultsMapProps = {
  /** The search's API query (same filters as the list). */
  query: TQuery
  location: string
  /** The list's first results, to find them on the map when the location is not a known place. */
  firstResults: readonly TMapListing[]
  className?: string
}

const MONTREAL = PLACES[0]

/** The search results on a map: the same filters, asked for the visible area only (clusters, then markers). */
export function ResultsMap({ query, location, firstResults, className }: TResultsMapProps) {
  const { t } = useTranslation()
  const [bbox, setBbox] = useState<string | null>(null)
  const view = useMapView(query, bbox)
  const focus = useMemo(() => resultsFocus(location, firstResults), [location, firstResults])
  return (
    <div className={cx('relative overflow-hidden', className)}>
      <ListingsMap
        center={[MONTREAL?.lat ?? 45.5, MONTREAL?.lon ?? -73.57]}
        zoom={11}
        label={t('map.resultsLabel')}
        view={view.data}
        onViewportChange={setBbox}
        focus={focus}
        className="size-full"
      />
      <MapStatus
        query={view}
        className="absolute inset-x-3 top-3 z-[500] mx-auto w-fit max-w-[calc(100%-1.5rem)]"
      />
    </div>
  )
}
