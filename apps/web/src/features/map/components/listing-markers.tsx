// Leaflet first: the cluster plugin extends the global `L` that Leaflet sets when it loads.
import L from 'leaflet'
import 'leaflet.markercluster'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import { listingText } from '@demeure/shared/zod-free'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Popup, useMap } from 'react-leaflet'
import { formatUsd } from '../../../lib/format-money.ts'
import { toLanguage } from '../../../lib/language.ts'
import { groupByCoordinates, type TListingGroup, type TMapListing } from '../lib/group-by-coordinates.ts'
import { ListingPopup } from './listing-popup.tsx'
import { clusterIcon, priceIcon, type TCountedMarkerOptions } from './marker-icons.ts'

/**
 * Price markers, one per point, clustered. Markers are plain Leaflet layers added in chunks (fast
 * with thousands); only the open popup is React, so it can hold router links.
 */
const POPUP_CLEAR_OF_OVERLAYS = L.point(16, 150)

export function ListingMarkers({ listings }: { listings: readonly TMapListing[] }) {
  const map = useMap()
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const [selected, setSelected] = useState<TListingGroup | null>(null)
  const groups = useMemo(() => groupByCoordinates(listings), [listings])
  const cluster = useMemo(
    () =>
      L.markerClusterGroup({
        chunkedLoading: true,
        showCoverageOnHover: false,
        spiderfyOnMaxZoom: false,
        maxClusterRadius: 56,
        iconCreateFunction: clusterIcon,
      }),
    [],
  )

  useEffect(() => {
    map.addLayer(cluster)
    return () => {
      map.removeLayer(cluster)
    }
  }, [map, cluster])

  useEffect(() => {
    const markers = groups.map((group) => {
      const cheapest = group.listings[0] as TMapListing
      const options: TCountedMarkerOptions = {
        icon: priceIcon(formatUsd(cheapest.price_per_month, language), group.listings.length),
        title:
          group.listings.length > 1
            ? t('map.homesHere', { total: group.listings.length })
            : `${listingText(cheapest, language).title}, ${t('common.perMonth', { price: formatUsd(cheapest.price_per_month, language) })}`,
        riseOnHover: true,
        listingCount: group.listings.length,
      }
      return L.marker([group.lat, group.lng], options).on('click', () => setSelected(group))
    })
    cluster.clearLayers()
    cluster.addLayers(markers)
  }, [cluster, groups, language, t])

  if (!selected) return null
  return (
    <Popup
      key={selected.key}
      position={[selected.lat, selected.lng]}
      offset={[0, -30]}
      // The map's own overlays (city search, the count of homes) sit along its top edge: a popup
      // opened near it is panned below them, so its link is never covered.
      autoPanPaddingTopLeft={POPUP_CLEAR_OF_OVERLAYS}
      eventHandlers={{
        // Leaflet names its close button in English ("Close popup"): ours speaks the reader's language.
        add: (event) =>
          event.target
            .getElement()
            ?.querySelector('.leaflet-popup-close-button')
            ?.setAttribute('aria-label', t('map.closePopup')),
        remove: () => setSelected(null),
      }}
    >
      <ListingPopup group={selected} />
    </Popup>
  )
}
