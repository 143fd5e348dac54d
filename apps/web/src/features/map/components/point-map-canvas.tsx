import { Marker } from 'react-leaflet'
import { BaseMap } from './base-map.tsx'
import { pinIcon } from './marker-icons.ts'

export type TPointMapCanvasProps = { lat: number; lng: number; label: string; className?: string }

const STREET_ZOOM = 14

/** A small map of one address with its pin; the page keeps scrolling over it. */
export function PointMapCanvas({ lat, lng, label, className }: TPointMapCanvasProps) {
  return (
    <BaseMap
      center={[lat, lng]}
      zoom={STREET_ZOOM}
      label={label}
      isScrollZoomEnabled={false}
      className={className}
    >
      <Marker position={[lat, lng]} icon={pinIcon()} keyboard={false} interactive={false} />
    </BaseMap>
  )
}
