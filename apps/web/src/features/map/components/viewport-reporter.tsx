import { useEffect, useRef } from 'react'
import { useMapEvents } from 'react-leaflet'
import { toBboxParam } from '../lib/bbox.ts'

/** Waits this long after the map stops moving before asking for its listings. */
const SETTLE_MS = 250

/** Reports the viewport as a `bbox` query once the map has settled, and once at the start. */
export function ViewportReporter({ onChange }: { onChange: (bbox: string) => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const report = () => {
    const bounds = map.getBounds()
    onChange(
      toBboxParam({
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      }),
    )
  }
  const map = useMapEvents({
    moveend: () => {
      clearTimeout(timer.current)
      timer.current = setTimeout(report, SETTLE_MS)
    },
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first report only, on mount
  useEffect(() => {
    map.whenReady(report)
    return () => clearTimeout(timer.current)
  }, [map])
  return null
}
