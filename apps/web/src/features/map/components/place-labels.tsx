import { PLACES, type TPlace } from '@demeure/shared/zod-free'
import L from 'leaflet'
import { useCallback, useEffect, useState } from 'react'
import { Marker, useMap, useMapEvents } from 'react-leaflet'

/** Zoomed in this far, Montreal's neighbourhoods replace the city names. */
const NEIGHBOURHOOD_ZOOM = 12
/** Labels closer than this on screen (px) would overlap: the first in the gazetteer's order wins. */
const GAP = { x: 96, y: 22 }

const icons = new Map<string, L.DivIcon>()

/** One icon per name, made once: markers keep theirs across renders. */
function labelIcon(name: string, isCity: boolean) {
  const cached = icons.get(name)
  if (cached) return cached
  const text = document.createElement('span')
  text.textContent = name
  text.className = isCity
    ? 'block -translate-x-1/2 translate-y-2 whitespace-nowrap text-sm font-semibold text-ink-muted'
    : 'block -translate-x-1/2 translate-y-2 whitespace-nowrap text-xs font-medium tracking-wide text-ink-muted uppercase'
  const icon = L.divIcon({ html: text, className: '', iconSize: undefined })
  icons.set(name, icon)
  return icon
}

/**
 * Place names from the shared gazetteer, shown when there are no map tiles to read them from.
 * Only names that fit without overlapping are shown.
 */
export function PlaceLabels() {
  const map = useMap()
  const [visible, setVisible] = useState<TPlace[]>([])
  const place = useCallback(() => {
    const bounds = map.getBounds().pad(0.1)
    const showNeighbourhoods = map.getZoom() >= NEIGHBOURHOOD_ZOOM
    const kept: { place: TPlace; point: L.Point }[] = []
    for (const candidate of PLACES) {
      if ((candidate.kind === 'neighbourhood') !== showNeighbourhoods) continue
      if (!bounds.contains([candidate.lat, candidate.lon])) continue
      const point = map.latLngToContainerPoint([candidate.lat, candidate.lon])
      const overlaps = kept.some(
        (other) => Math.abs(other.point.x - point.x) < GAP.x && Math.abs(other.point.y - point.y) < GAP.y,
      )
      if (!overlaps) kept.push({ place: candidate, point })
    }
    setVisible(kept.map((entry) => entry.place))
  }, [map])
  useMapEvents({ zoomend: place, moveend: place })
  useEffect(() => {
    map.whenReady(place)
  }, [map, place])

  return visible.map((item) => (
    <Marker
      key={`${item.name}-${item.country}`}
      position={[item.lat, item.lon]}
      icon={labelIcon(item.name, item.kind === 'city')}
      interactive={false}
      keyboard={false}
      zIndexOffset={-1000}
    />
  ))
}
