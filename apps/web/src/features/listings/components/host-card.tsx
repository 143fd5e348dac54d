import type { TListingDetail } from '@demeure/shared'
import { formatDisplayDate } from '@demeure/shared/zod-free'
import { BadgeCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { useIsOwnListing } from '../lib/use-is-own-listing.ts'
import { MessageHostButton } from './message-host-button.tsx'

/**
 * Hosted by: the host's name and photo, how long they have been a member, and verification; a
 * button to write to them (not on the host's own listing).
 */
export function HostCard({ listing }: { listing: Pick<TListingDetail, 'property_id' | 'host'> }) {
  const { t } = useTranslation()
  const { host } = listing
  const isOwnListing = useIsOwnListing(listing)
  const name = `${host.first_name} ${host.last_name}`.trim()
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <Avatar name={name} imageUrl={host.profile_picture_url} className="size-14 text-xl" />
      <div className="min-w-0 flex-[1_1_12rem]">
        <h2 className="text-xl font-semibold text-ink">{t('listings.hostedBy', { name })}</h2>
        <p className="text-sm text-ink-muted">
          {t('listings.memberSince', { date: formatDisplayDate(host.member_since) })}
        </p>
        {host.is_verified && (
          <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-success">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('listings.verifiedHost')}
          </p>
        )}
      </div>
      {/* Under the name on phones, beside it from 640 px. */}
      {!isOwnListing && <MessageHostButton listingId={listing.property_id} className="w-full sm:w-auto" />}
    </div>
  )
}
