import type { LatLngExpression } from 'leaflet'
import type { TMapListing } from '../lib/group-by-coordinates.ts'
import { BaseMap } from './base-map.tsx'
import { FocusController, type TMapFocus } from './focus-controller.tsx'
import { ListingMarkers } from './listing-markers.tsx'
import { ViewportReporter } from './viewport-reporter.tsx'

export type TListingsMapCanvasProps = {
  center: LatLngExpression
  zoom: number
  label: string
  listings: readonly TMapListing[]
  onViewportChange: (bbox: string) => void
  focus?: TMapFocus | null
  className?: string
}

/** The Leaflet part of a listings map; its code loads only when a map is shown. */
export function ListingsMapCanvas({
  center,
  zoom,
  label,
  listings,
  onViewportChange,
  focus = null,
  className,
}: TListingsMapCanvasProps) {
  return (
    <BaseMap center={center} zoom={zoom} label={label} className={className}>
      <ViewportReporter onChange={onViewportChange} />
      <FocusController focus={focus} />
      <ListingMarkers listings={listings} />
    </BaseMap>
  )
}
