import { BOOKING_STATUSES, type TBookingStatus } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { useHostListings } from '../../host-listings/index.ts'

type TBookingFiltersProps = {
  listing: number | null
  status: TBookingStatus | null
  /** Null hides the status filter (the visits tab has none). */
  onStatusChange: ((status: string) => void) | null
  onListingChange: (listing: string) => void
}

/** Narrows the lists to one of the host's listings and (bookings) one status. */
export function BookingFilters({ listing, status, onListingChange, onStatusChange }: TBookingFiltersProps) {
  const { t } = useTranslation()
  const textOf = useListingText()
  const listings = useHostListings()
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        label={t('hostBookings.filters.listing')}
        value={listing ?? ''}
        onChange={(event) => onListingChange(event.target.value)}
      >
        <option value="">{t('hostBookings.filters.allListings')}</option>
        {listings.data?.map((item) => (
          <option key={item.property_id} value={item.property_id}>
            {textOf(item).title}
          </option>
        ))}
        {/* A listing from a link, before the list arrives (or archived since): still selectable. */}
        {listing !== null && !listings.data?.some((item) => item.property_id === listing) && (
          <option value={listing}>{t('hostBookings.filters.listingNumber', { id: listing })}</option>
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
