// Leaflet first: the cluster plugin extends the global `L` that Leaflet sets when it loads.
import L from 'leaflet'
import 'leaflet.markercluster'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useMap } from 'react-leaflet'
import type { TMapCluster } from '../lib/map-layers.ts'
import { clusterIcon, countBubbleIcon, type TCountedMarkerOptions } from './marker-icons.ts'

/**
 * The server's clusters as count bubbles: one per lattice cell holding matching homes, sized by
 * its count. A click (or Enter on a focused bubble) zooms the map to the cell, where the homes split
 * into smaller clusters, then markers. On a small map the lattice's cells are closer than a bubble
 * is wide: bubbles that would overlap join into one bubble of their summed count (Leaflet's cluster
 * plugin), which zooms to them when clicked. Every bubble is drawn, in view or not, so their counts
 * always add up to the viewport's total.
 */
export function ClusterBubbles({ clusters }: { clusters: readonly TMapCluster[] }) {
  const map = useMap()
  const { t } = useTranslation()
  const layer = useMemo(
    () =>
      L.markerClusterGroup({
        showCoverageOnHover: false,
        removeOutsideVisibleBounds: false,
        maxClusterRadius: 44,
        iconCreateFunction: clusterIcon,
      }),
    [],
  )

  useEffect(() => {
    map.addLayer(layer)
    return () => {
      map.removeLayer(layer)
    }
  }, [map, layer])

  useEffect(() => {
    const bubbles = clusters.map((cluster) => {
      const { west, south, east, north } = cluster.bounds
      const options: TCountedMarkerOptions = {
        icon: countBubbleIcon(cluster.count),
        title: t('map.clusterTitle', { total: cluster.count }),
        riseOnHover: true,
        listingCount: cluster.count,
      }
      return L.marker([Number(cluster.latitude), Number(cluster.longitude)], options).on('click', () =>
        map.fitBounds([
          [south, west],
          [north, east],
        ]),
      )
    })
    layer.clearLayers()
    layer.addLayers(bubbles)
  }, [map, layer, clusters, t])

  return null
}
