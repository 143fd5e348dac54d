import { useEffect } from 'react'
import { useMap } from 'react-leaflet'

/** Where the map should go: a point and zoom, or an area to fit. A new key moves the map. */
export type TMapFocus =
  | { key: string; center: [number, number]; zoom: number }
  | { key: string; bounds: [[number, number], [number, number]] }

/** Moves the map when the focus changes (a found city, a chosen location, new results). */
export function FocusController({ focus }: { focus: TMapFocus | null }) {
  const map = useMap()
  // biome-ignore lint/correctness/useExhaustiveDependencies: moves only when the key changes
  useEffect(() => {
    if (!focus) return
    if ('bounds' in focus) map.flyToBounds(focus.bounds, { maxZoom: 13, padding: [48, 48], duration: 0.6 })
    else map.flyTo(focus.center, focus.zoom, { duration: 0.8 })
  }, [map, focus?.key])
  return null
}
