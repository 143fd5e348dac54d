import L from 'leaflet'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useMap } from 'react-leaflet'
import type { TMapCluster } from '../lib/map-layers.ts'
import { countBubbleIcon } from './marker-icons.ts'

/**
 * The server's clusters as count bubbles: one per lattice cell holding matching homes, sized by
 * its count. A click (or Enter on a focused bubble) zooms the map to the cell, where the homes split
 * into smaller clusters, then markers.
 */
export function ClusterBubbles({ clusters }: { clusters: readonly TMapCluster[] }) {
  const map = useMap()
  const { t, i18n } = useTranslation()
  const layer = useMemo(() => L.layerGroup(), [])

  useEffect(() => {
    map.addLayer(layer)
    return () => {
      map.removeLayer(layer)
    }
  }, [map, layer])

  useEffect(() => {
    layer.clearLayers()
    for (const cluster of clusters) {
      const { west, south, east, north } = cluster.bounds
      L.marker([Number(cluster.latitude), Number(cluster.longitude)], {
        icon: countBubbleIcon(cluster.count, i18n.resolvedLanguage),
        title: t('map.clusterTitle', { total: cluster.count }),
        riseOnHover: true,
      })
        .on('click', () =>
          map.fitBounds([
            [south, west],
            [north, east],
          ]),
        )
        .addTo(layer)
    }
  }, [map, layer, clusters, t, i18n.resolvedLanguage])

  return null
}
