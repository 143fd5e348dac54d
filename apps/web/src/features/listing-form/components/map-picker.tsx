import 'leaflet/dist/leaflet.css'
import { MAP_PICKER_DEFAULT } from '@demeure/shared'
import { divIcon } from 'leaflet'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { MapContainer, Marker, useMap, useMapEvents } from 'react-leaflet'
// Straight from the file, not the map feature's index: this chunk has Leaflet already, and the
// index must stay free of it for the pages that only show a map later.
import { BaseLayer } from '../../../components/map/base-layer.tsx'
import { cx } from '../../../lib/cx.ts'
import { usePublicConfig } from '../../auth/index.ts'

/** A teal pin drawn in SVG: Leaflet's default marker images do not survive bundling. */
const PIN = divIcon({
  className: '',
  html:
    '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true">' +
    '<path d="M16 1C7.7 1 1 7.7 1 16c0 11 15 25 15 25s15-14 15-25C31 7.7 24.3 1 16 1z" fill="#0F5C5C" stroke="#fff" stroke-width="2"/>' +
    '<circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
})

export type TLatLng = [number, number]

function PickOnClick({ onPick }: { onPick: (position: TLatLng) => void }) {
  useMapEvents({ click: (event) => onPick([event.latlng.lat, event.latlng.lng]) })
  return null
}

/** The map follows the chosen point and keeps the zoom the host chose. */
function FollowPosition({ position }: { position: TLatLng | null }) {
  const map = useMap()
  const [lat, lng] = position ?? []
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) map.setView([lat, lng], map.getZoom())
  }, [map, lat, lng])
  return null
}

/** MapContainer does not pass ARIA props to its element; the map is named once it exists. */
function NameMap({ label }: { label: string }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
  }, [map, label])
  return null
}

type TMapPickerProps = {
  position: TLatLng | null
  onPick: (position: TLatLng) => void
  label: string
  isInvalid?: boolean
}

/**
 * Leaflet map where a click chooses the listing's location: one marker at the chosen point.
 * Without a tile server (map_tile_url null) the map has no base layer, only a warm background.
 */
export function MapPicker({ position, onPick, label, isInvalid = false }: TMapPickerProps) {
  const { t } = useTranslation()
  const config = usePublicConfig()
  const tileUrl = config.data?.map_tile_url
  return (
    <div
      className={cx(
        'relative isolate overflow-hidden rounded-card border',
        isInvalid ? 'border-danger' : 'border-line-strong',
      )}
    >
      <MapContainer
        center={[MAP_PICKER_DEFAULT.lat, MAP_PICKER_DEFAULT.lng]}
        zoom={MAP_PICKER_DEFAULT.zoom}
        // The page scrolls under the wheel; the map zooms with its buttons or a pinch.
        scrollWheelZoom={false}
        className="h-72 w-full bg-canvas! sm:h-96"
      >
        <NameMap label={label} />
        <BaseLayer url={tileUrl} attribution={config.data?.map_tile_attribution} isKnown={config.isSuccess} />
        <PickOnClick onPick={onPick} />
        <FollowPosition position={position} />
        {position && <Marker position={position} icon={PIN} title={t('mapPicker.marker')} />}
      </MapContainer>
      {config.isSuccess && !tileUrl && (
        <p className="pointer-events-none absolute inset-x-3 bottom-3 z-[1000] rounded-control bg-surface/90 px-3 py-2 text-sm text-ink-muted shadow-card">
          {t('mapPicker.noTiles')}
        </p>
      )}
    </div>
  )
}
