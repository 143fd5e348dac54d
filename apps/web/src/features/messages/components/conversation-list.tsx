import type { TConversation } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { cx } from '../../../lib/cx.ts'
import { useNow } from '../../../lib/use-now.ts'
import { ConversationRow } from './conversation-row.tsx'

type TConversationListProps = {
  conversations: TConversation[]
  selectedId: number | null
  hasMore: boolean
  isLoadingMore: boolean
  onLoadMore: () => void
  className?: string
}

/** The left pane (the whole screen on phones until a conversation is chosen). */
export function ConversationList({
  conversations,
  selectedId,
  hasMore,
  isLoadingMore,
  onLoadMore,
  className,
}: TConversationListProps) {
  const { t } = useTranslation()
  const now = useNow()
  return (
    <nav
      aria-label={t('messages.listLabel')}
      className={cx('min-h-0 flex-col lg:border-r lg:border-line', className)}
    >
      <ul className="min-h-0 flex-1 divide-y divide-line overflow-y-auto">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              isSelected={conversation.id === selectedId}
              now={now}
            />
          </li>
        ))}
        {hasMore && (
          <li className="flex justify-center p-3">
            <Button variant="ghost" size="sm" isBusy={isLoadingMore} onClick={onLoadMore}>
              {isLoadingMore ? t('common.loading') : t('messages.loadMoreConversations')}
            </Button>
          </li>
        )}
      </ul>
    </nav>
  )
}
