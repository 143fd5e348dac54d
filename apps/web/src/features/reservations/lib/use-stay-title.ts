import type { TBooking } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { useListingText } from '../../../lib/use-listing-text.ts'

/**
 * What a stay is called on the guest's screens: its home's title in the reader's language, or its
 * booking reference once the home has left the catalogue.
 */
export function useStayTitle() {
  const { t } = useTranslation()
  const textOf = useListingText()
  return (booking: Pick<TBooking, 'booking_id' | 'property'>) =>
    booking.property
      ? textOf(booking.property).title
      : t('reservations.reference', { id: booking.booking_id })
}
