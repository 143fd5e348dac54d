import 'leaflet/dist/leaflet.css'
import type { LatLngExpression } from 'leaflet'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { MapContainer, ZoomControl } from 'react-leaflet'
import { BaseLayer } from '../../../components/map/base-layer.tsx'
import { cx } from '../../../lib/cx.ts'
import { useMapTiles } from '../api/use-map-tiles.ts'

type TBaseMapProps = {
  center: LatLngExpression
  zoom: number
  /** Names the map for screen readers. */
  label: string
  isScrollZoomEnabled?: boolean
  className?: string
  children?: ReactNode
}

/**
 * A Leaflet map with the configured tiles. Without a tile server (no network, or none set up)
 * the map keeps a plain warm background and names the cities and neighbourhoods itself, so the
 * markers still have a place.
 */
export function BaseMap({
  center,
  zoom,
  label,
  isScrollZoomEnabled = true,
  className,
  children,
}: TBaseMapProps) {
  const tiles = useMapTiles()
  const { t, i18n } = useTranslation()
  return (
    <MapContainer
      center={center}
      zoom={zoom}
      scrollWheelZoom={isScrollZoomEnabled}
      worldCopyJump
      // Clustering needs a zoom range even when there is no tile layer to give one.
      minZoom={3}
      maxZoom={18}
      // Bottom right keeps the top free for search boxes and status on every screen size.
      zoomControl={false}
      aria-label={label}
      // Leaflet's own stylesheet is not layered, so the background needs the important flag.
      className={cx('z-0 !bg-canvas font-sans', className)}
    >
      <BaseLayer url={tiles.data?.url} attribution={tiles.data?.attribution} isKnown={tiles.isSuccess} />
      {/* Leaflet's own titles are English; the control is made once, so a new language remakes it. */}
      <ZoomControl
        key={i18n.resolvedLanguage}
        position="bottomright"
        zoomInTitle={t('map.zoomIn')}
        zoomOutTitle={t('map.zoomOut')}
      />
      {children}
    </MapContainer>
  )
}
