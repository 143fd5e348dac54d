import type { TListingDetail } from '@demeure/shared'
import { useSession } from '../../auth/index.ts'

/** A host looking at their own listing: no request, visit or message buttons (the server refuses them too). */
export function useIsOwnListing(listing: Pick<TListingDetail, 'host'>): boolean {
  const { user } = useSession()
  return user !== undefined && user.id === listing.host.id
}
