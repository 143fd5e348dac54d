import type { TListingDetail } from '@demeure/shared'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PointMap } from '../../map/index.ts'
import { useOnVisible } from './use-on-visible.ts'

const MAP_CLASS = 'h-64 w-full rounded-card border border-line sm:h-80'

/** The full address and where it is on a small map. */
export function ListingAddress({ listing }: { listing: TListingDetail }) {
  const { t } = useTranslation()
  const lat = Number(listing.latitude)
  const lng = Number(listing.longitude)
  // The map's code (Leaflet) loads when the address comes near the screen, not with the page: a
  // phone opening a listing link gets its photos and price first. The box keeps its size meanwhile.
  const [slot, setSlot] = useState<HTMLDivElement | null>(null)
  const [isNear, setIsNear] = useState(false)
  useOnVisible(slot, () => setIsNear(true), '300px')
  return (
    <div className="flex flex-col gap-4">
      <address className="text-ink not-italic">
        <span className="block">{listing.address_street}</span>
        <span className="block">
          {[listing.address_city, listing.address_state, listing.address_postal_code]
            .filter(Boolean)
            .join(', ')}
        </span>
        <span className="block">{listing.address_country}</span>
      </address>
      {Number.isFinite(lat) &&
        Number.isFinite(lng) &&
        (isNear ? (
          <PointMap
            lat={lat}
            lng={lng}
            label={t('listings.mapLabel', { address: listing.address_street })}
            className={MAP_CLASS}
          />
        ) : (
          <div ref={setSlot} className={`${MAP_CLASS} bg-brand-soft`} />
        ))}
    </div>
  )
}
