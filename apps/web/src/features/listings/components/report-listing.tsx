import type { TListingDetail } from '@demeure/shared'
import { ReportButton } from '../../reports/index.ts'
import { useIsOwnListing } from '../lib/use-is-own-listing.ts'

/** At the end of a listing's page: report it to staff (not on the host's own listing). */
export function ReportListing({ listing }: { listing: Pick<TListingDetail, 'property_id' | 'host'> }) {
  const isOwnListing = useIsOwnListing(listing)
  if (isOwnListing) return null
  return (
    <div className="border-t border-line pt-4 pb-8">
      <ReportButton target={{ kind: 'listing', id: String(listing.property_id) }} className="-ml-3" />
    </div>
  )
}
