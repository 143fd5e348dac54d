import { lazy, Suspense } from 'react'
import { Spinner } from '../../components/ui/spinner.tsx'
import type { TListingsMapCanvasProps } from './components/listings-map-canvas.tsx'
import { MapBoundary } from './components/map-boundary.tsx'

const ListingsMapCanvas = lazy(async () => ({
  default: (await import('./components/listings-map-canvas.tsx')).ListingsMapCanvas,
}))

/** A listings map whose Leaflet code loads on first use, with a spinner meanwhile. */
export function ListingsMap(props: TListingsMapCanvasProps) {
  return (
    <MapBoundary>
      <Suspense
        fallback={
          <div className="flex size-full items-center justify-center bg-canvas">
            <Spinner className="size-8" />
          </div>
        }
      >
        <ListingsMapCanvas {...props} />
      </Suspense>
    </MapBoundary>
  )
}
