import { lazy, Suspense } from 'react'
import { cx } from '../../lib/cx.ts'
import { MapBoundary } from './components/map-boundary.tsx'
import type { TPointMapCanvasProps } from './components/point-map-canvas.tsx'

const PointMapCanvas = lazy(async () => ({
  default: (await import('./components/point-map-canvas.tsx')).PointMapCanvas,
}))

/** The small map of one address; Leaflet loads only when it is shown. */
export function PointMap(props: TPointMapCanvasProps) {
  return (
    <MapBoundary>
      <Suspense fallback={<div className={cx('animate-pulse bg-brand-soft', props.className)} />}>
        <PointMapCanvas {...props} />
      </Suspense>
    </MapBoundary>
  )
}
