import type { TListingCard } from '@demeure/shared'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChatListingCard } from './chat-listing-card.tsx'

type TChatResultsProps = { listings: readonly TListingCard[]; searchPath: string | null | undefined }

/** The listings of one answer, and the home page's search with the same filters to see them all. */
export function ChatResults({ listings, searchPath }: TChatResultsProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-ink-muted">
        {t('chat.results')}
      </h2>
      {/* Read on demand: announcing every card of the log aloud would drown the answer. */}
      <ul aria-live="off" className="grid gap-3 sm:grid-cols-2">
        {listings.map((listing) => (
          <li key={listing.property_id}>
            <ChatListingCard listing={listing} />
          </li>
        ))}
      </ul>
      {searchPath && (
        <Link to={searchPath} className="text-link inline-flex items-center gap-1 self-start text-sm">
          {t('chat.seeAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </section>
  )
}
