import type { TMapView } from '@demeure/shared'
import type { LatLngExpression } from 'leaflet'
import { useState } from 'react'
import { useMapEvents } from 'react-leaflet'
import { mapLayersOf } from '../lib/map-layers.ts'
import { BaseMap } from './base-map.tsx'
import { ClusterBubbles } from './cluster-bubbles.tsx'
import { FocusController, type TMapFocus } from './focus-controller.tsx'
import { ListingMarkers } from './listing-markers.tsx'
import { ViewportReporter } from './viewport-reporter.tsx'

export type TListingsMapCanvasProps = {
  center: LatLngExpression
  zoom: number
  label: string
  /** The server's answer for the reported viewport (undefined until it arrives). */
  view: TMapView | undefined
  onViewportChange: (bbox: string) => void
  focus?: TMapFocus | null
  className?: string
}

/** The Leaflet part of a listings map; its code loads only when a map is shown. */
export function ListingsMapCanvas({
  center,
  zoom,
  label,
  view,
  onViewportChange,
  focus = null,
  className,
}: TListingsMapCanvasProps) {
  return (
    <BaseMap center={center} zoom={zoom} label={label} className={className}>
      <ViewportReporter onChange={onViewportChange} />
      <FocusController focus={focus} />
      <ViewLayers view={view} initialZoom={zoom} />
    </BaseMap>
  )
}

/** Clusters or markers for the map's current zoom (mapLayersOf): one of the two is always empty. */
function ViewLayers({ view, initialZoom }: { view: TMapView | undefined; initialZoom: number }) {
  const [zoom, setZoom] = useState(initialZoom)
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) })
  const layers = mapLayersOf(view, zoom)
  return (
    <>
      <ClusterBubbles clusters={layers.kind === 'clusters' ? layers.clusters : NONE} />
      <ListingMarkers listings={layers.kind === 'markers' ? layers.listings : NONE} />
    </>
  )
}

const NONE: never[] = []
