import { BOOKING_STATUSES, type TBookingStatus } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { useHostProperties } from '../../host-properties/index.ts'

type TBookingFiltersProps = {
  property: number | null
  status: TBookingStatus | null
  /** Null hides the status filter (the visits tab has none). */
  onStatusChange: ((status: string) => void) | null
  onPropertyChange: (property: string) => void
}

/** Narrows the lists to one of the host's properties and (bookings) one status. */
export function BookingFilters({ property, status, onPropertyChange, onStatusChange }: TBookingFiltersProps) {
  const { t } = useTranslation()
  const textOf = useListingText()
  const properties = useHostProperties()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label={t('hostBookings.filters.property')}
        value={property ?? ''}
        onChange={(event) => onPropertyChange(event.target.value)}
      >
        <option value="">{t('hostBookings.filters.allProperties')}</option>
        {properties.data?.map((listing) => (
          <option key={listing.property_id} value={listing.property_id}>
            {textOf(listing).title}
          </option>
        ))}
        {/* A property from a link, before the list arrives (or archived since): still selectable. */}
        {property !== null && !properties.data?.some((listing) => listing.property_id === property) && (
          <option value={property}>{t('hostBookings.filters.propertyNumber', { id: property })}</option>
        )}
      </SelectField>
      {onStatusChange && (
        <SelectField
          label={t('hostBookings.filters.status')}
          value={status ?? ''}
          onChange={(event) => onStatusChange(event.target.value)}
        >
          <option value="">{t('hostBookings.filters.allStatuses')}</option>
          {BOOKING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`hostBookings.status.${value}`)}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  )
}
