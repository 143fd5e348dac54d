import type { TMapView } from '@demeure/shared'
import type { TMapListing } from './group-by-coordinates.ts'

export type TMapCluster = TMapView['clusters'][number]

/**
 * From this zoom in (a few kilometres across) the map shows homes as price markers when the server
 * sent them; further out, or when the viewport holds too many for markers, the server's clusters.
 */
export const MARKER_ZOOM = 13

/** What the map draws: one bubble per cluster of the server's lattice, or one marker per home. */
export type TMapLayers =
  | { kind: 'clusters'; clusters: readonly TMapCluster[] }
  | { kind: 'markers'; listings: readonly TMapListing[] }

const NOTHING: TMapLayers = { kind: 'clusters', clusters: [] }

/**
 * Clusters zoomed out, markers zoomed in. Markers only when the server sent every home of the
 * viewport as one (it sends none past MAP_VIEW_MARKER_LIMIT), so no home is ever left off the map.
 */
export function mapLayersOf(view: TMapView | undefined, zoom: number): TMapLayers {
  if (!view) return NOTHING
  const hasEveryHome = view.total > 0 && view.items.length === view.total
  return zoom >= MARKER_ZOOM && hasEveryHome
    ? { kind: 'markers', listings: view.items }
    : { kind: 'clusters', clusters: view.clusters }
}

/** How many homes the layers stand for: the clusters' counts added up, or the markers. */
export function homesOnMap(layers: TMapLayers): number {
  return layers.kind === 'markers'
    ? layers.listings.length
    : layers.clusters.reduce((sum, cluster) => sum + cluster.count, 0)
}

const SMALLEST_BUBBLE = 28
const LARGEST_BUBBLE = 56

/**
 * A count bubble's diameter in pixels: larger for more homes, by the logarithm of the count so
 * that one bubble of thousands does not cover its neighbours of tens (a lattice cell is about
 * 50 px across on a phone or a desktop: at most 24 × 16 of them fill the map).
 */
export function bubbleDiameter(count: number): number {
  const grown = SMALLEST_BUBBLE + 7 * Math.log10(Math.max(count, 1))
  return Math.round(Math.min(grown, LARGEST_BUBBLE))
}
