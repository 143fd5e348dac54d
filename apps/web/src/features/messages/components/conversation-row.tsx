import type { TConversation } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CountBadge } from '../../../components/ui/count-badge.tsx'
import { cx } from '../../../lib/cx.ts'
import { toLanguage } from '../../../lib/language.ts'
import { relativeTime } from '../../../lib/relative-time.ts'
import { useListingText } from '../../../lib/use-listing-text.ts'
import { isMine, otherName } from '../lib/people.ts'
import { ListingThumb } from './listing-thumb.tsx'

type TConversationRowProps = { conversation: TConversation; isSelected: boolean; now: number }

/** One conversation in the list: the home, the other person, the last words, when, and what is unread. */
export function ConversationRow({ conversation, isSelected, now }: TConversationRowProps) {
  const { t, i18n } = useTranslation()
  const textOf = useListingText()
  const { last_message: last, unread_count: unread } = conversation
  const preview = last
    ? `${isMine(conversation, last) ? `${t('messages.you')}: ` : ''}${last.body}`
    : t('messages.noMessagesYet')
  return (
    <Link
      to={{ search: `?conversation=${conversation.id}` }}
      aria-current={isSelected ? 'page' : undefined}
      className={cx(
        'flex items-start gap-3 px-4 py-3 transition-colors',
        isSelected ? 'bg-brand-soft' : 'hover:bg-canvas',
      )}
    >
      <ListingThumb src={conversation.property?.main_photo} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cx('truncate text-sm text-ink', unread > 0 ? 'font-bold' : 'font-semibold')}>
            {otherName(conversation, t('messages.someone'))}
          </span>
          <time dateTime={conversation.updated_at} className="shrink-0 text-xs text-ink-muted">
            {relativeTime(conversation.updated_at, now, toLanguage(i18n.resolvedLanguage))}
          </time>
        </span>
        <span className="truncate text-xs text-ink-muted">
          {conversation.property ? textOf(conversation.property).title : t('messages.unlistedHome')}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className={cx('min-w-0 flex-1 truncate text-sm', unread > 0 ? 'text-ink' : 'text-ink-muted')}>
            {preview}
          </span>
          <CountBadge count={unread} />
          {unread > 0 && <span className="sr-only"> {t('live.unreadMessages', { count: unread })}</span>}
        </span>
      </span>
    </Link>
  )
}
