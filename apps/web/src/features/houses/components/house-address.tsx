import type { TPropertyDetail } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { PointMap } from '../../map/index.ts'

/** The full address and where it is on a small map. */
export function HouseAddress({ house }: { house: TPropertyDetail }) {
  const { t } = useTranslation()
  const lat = Number(house.latitude)
  const lng = Number(house.longitude)
  return (
    <div className="flex flex-col gap-4">
      <address className="text-ink not-italic">
        <span className="block">{house.address_street}</span>
        <span className="block">
          {[house.address_city, house.address_state, house.address_postal_code].filter(Boolean).join(', ')}
        </span>
        <span className="block">{house.address_country}</span>
      </address>
      {Number.isFinite(lat) && Number.isFinite(lng) && (
        <PointMap
          lat={lat}
          lng={lng}
          label={t('houses.mapLabel', { address: house.address_street })}
          className="h-64 w-full rounded-card border border-line sm:h-80"
        />
      )}
    </div>
  )
}
