import { PLACES, type TPlace } from '@demeure/shared/zod-free'
import L from 'leaflet'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Marker, useMap, useMapEvents } from 'react-leaflet'

/** Zoomed in this far, Montreal's neighbourhoods are named too. */
const NEIGHBOURHOOD_ZOOM = 12
/** A label's box on screen, estimated from its text: sans-serif at 12–14 px averages about 7.5 px a letter. */
const LETTER_PX = 7.5
const LABEL_HEIGHT = 22
/**
 * Where a name may go, tried in order: just under its point, or — when a bubble sits on the
 * point, as it does over a city full of homes — clear below it, or above it. Pixels from the point.
 */
const SPOTS = [6, 26, -26 - LABEL_HEIGHT] as const
type TSpot = (typeof SPOTS)[number]
/** Keep names this far from the map's edges. */
const EDGE = 6
const LABEL_CLASS = 'demeure-place-label'

type TBox = { left: number; top: number; right: number; bottom: number }
const overlaps = (a: TBox, b: TBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

const icons = new Map<string, L.DivIcon>()

/** One icon per name and spot, made once: markers keep theirs across renders. */
function labelIcon(name: string, isCity: boolean, spot: TSpot) {
  const key = `${name}:${spot}`
  const cached = icons.get(key)
  if (cached) return cached
  const text = document.createElement('span')
  text.textContent = name
  text.style.transform = `translate(-50%, ${spot}px)`
  text.className = isCity
    ? 'block whitespace-nowrap text-sm leading-[22px] font-semibold text-ink-muted'
    : 'block whitespace-nowrap text-xs leading-[22px] font-medium tracking-wide text-ink-muted uppercase'
  const icon = L.divIcon({ html: text, className: LABEL_CLASS, iconSize: undefined })
  icons.set(key, icon)
  return icon
}

/** Where the price markers and cluster bubbles are drawn now, in the map's own pixels. */
function markerBoxes(map: L.Map): TBox[] {
  const origin = map.getContainer().getBoundingClientRect()
  const icons = map.getPane('markerPane')?.querySelectorAll(`.leaflet-marker-icon:not(.${LABEL_CLASS})`) ?? []
  return Array.from(icons, (icon) => {
    const rect = icon.getBoundingClientRect()
    return {
      left: rect.left - origin.left,
      top: rect.top - origin.top,
      right: rect.right - origin.left,
      bottom: rect.bottom - origin.top,
    }
  })
}

/**
 * Place names from the shared gazetteer, shown when there are no map tiles to read them from.
 * Only names that fit are shown: inside the map, clear of each other and of the markers.
 */
export function PlaceLabels() {
  const map = useMap()
  const [visible, setVisible] = useState<{ place: TPlace; spot: TSpot }[]>([])
  const place = useCallback(() => {
    const size = map.getSize()
    const showNeighbourhoods = map.getZoom() >= NEIGHBOURHOOD_ZOOM
    const taken = markerBoxes(map)
    const kept: { place: TPlace; spot: TSpot }[] = []
    // Zoomed in, neighbourhoods come first; a city still names itself where none is near (the
    // listing page of a home outside Montreal).
    const candidates = showNeighbourhoods
      ? [
          ...PLACES.filter((item) => item.kind === 'neighbourhood'),
          ...PLACES.filter((item) => item.kind === 'city'),
        ]
      : PLACES.filter((item) => item.kind === 'city')
    for (const candidate of candidates) {
      const point = map.latLngToContainerPoint([candidate.lat, candidate.lon])
      const halfWidth = (candidate.name.length * LETTER_PX) / 2
      for (const spot of SPOTS) {
        const box = {
          left: point.x - halfWidth,
          top: point.y + spot,
          right: point.x + halfWidth,
          bottom: point.y + spot + LABEL_HEIGHT,
        }
        const isInside =
          box.left >= EDGE && box.top >= EDGE && box.right <= size.x - EDGE && box.bottom <= size.y - EDGE
        if (!isInside || taken.some((other) => overlaps(box, other))) continue
        kept.push({ place: candidate, spot })
        taken.push(box)
        break
      }
    }
    setVisible(kept)
  }, [map])
  // Clusters are redrawn after each move: place the names once the new bubbles are on the map,
  // once per frame however many layers were added in it.
  const pending = useRef(false)
  const placeSoon = useCallback(() => {
    if (pending.current) return
    pending.current = true
    window.requestAnimationFrame(() => {
      pending.current = false
      place()
    })
  }, [place])
  useMapEvents({ zoomend: placeSoon, moveend: placeSoon, resize: placeSoon, layeradd: placeSoon })
  useEffect(() => {
    map.whenReady(placeSoon)
  }, [map, placeSoon])

  return visible.map(({ place: item, spot }) => (
    <Marker
      key={`${item.name}-${item.country}`}
      position={[item.lat, item.lon]}
      icon={labelIcon(item.name, item.kind === 'city', spot)}
      interactive={false}
      keyboard={false}
      zIndexOffset={-1000}
    />
  ))
}
