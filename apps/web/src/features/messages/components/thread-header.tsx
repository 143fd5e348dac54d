import type { TConversation } from '@demeure/shared'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { ROUTES } from '../../../lib/routes.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { otherName } from '../lib/people.ts'
import { ListingThumb } from './listing-thumb.tsx'
import { SharedPhone } from './shared-phone.tsx'

/**
 * Who the conversation is with and about which home (a link to its page), their phone once the
 * stay is paid; Back on phones.
 */
export function ThreadHeader({
  conversation,
  headingId,
}: {
  conversation: TConversation
  headingId: string
}) {
  const { t } = useTranslation()
  const name = otherName(conversation, t('messages.someone'))
  const { property: listing } = conversation
  const textOf = useListingText()
  return (
    <header className="flex items-center gap-3 border-b border-line px-3 py-2.5 sm:px-4">
      <Link
        to={{ search: '' }}
        aria-label={t('messages.backToList')}
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-soft lg:hidden"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <Avatar name={name} imageUrl={conversation.other.profile_picture_url} className="size-10" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="truncate font-semibold text-ink">
          {name}
          <span className="ml-2 text-sm font-normal text-ink-muted">
            {conversation.role === 'guest' ? t('messages.role.host') : t('messages.role.guest')}
          </span>
        </h2>
        {listing ? (
          <Link
            to={`${ROUTES.listing}/${listing.property_id}`}
            className="block truncate text-sm text-brand hover:underline"
          >
            <span lang={textOf(listing).lang}>{textOf(listing).title}</span>
          </Link>
        ) : (
          <p className="truncate text-sm text-ink-muted">{t('messages.unlistedHome')}</p>
        )}
        <SharedPhone conversation={conversation} name={name} />
      </div>
      {listing && (
        <Link
          to={`${ROUTES.listing}/${listing.property_id}`}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden sm:block"
        >
          <ListingThumb src={listing.main_photo} className="h-11 w-14" />
        </Link>
      )}
    </header>
  )
}
