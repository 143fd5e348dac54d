import { MessageSquare } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { LoadError } from '../../components/ui/load-error.tsx'
import { PanelPage } from '../../components/ui/panel-page.tsx'
import { RowsSkeleton } from '../../components/ui/rows-skeleton.tsx'
import { cx } from '../../lib/cx.ts'
import { ROUTES } from '../../lib/routes.ts'
import { uniqueById } from '../../lib/unique-by-id.ts'
import { useConversations } from './api/use-conversations.ts'
import { ConversationList } from './components/conversation-list.tsx'
import { NoThread } from './components/no-thread.tsx'
import { ThreadPane } from './components/thread-pane.tsx'

/**
 * /user-panel/messages and /cohost-panel/messages: the conversations beside the open one
 * (`?conversation=<id>`, which notices and the listing page link to). Phones show one pane at a time.
 */
export function MessagesTab() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const selectedId = Number(params.get('conversation')) || null
  const list = useConversations()
  const conversations = uniqueById(list.data?.pages.flatMap((page) => page.results) ?? [])
  const selected = conversations.find((conversation) => conversation.id === selectedId)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list
  const panesRef = useRef<HTMLDivElement>(null)

  // A link to a conversation further down the list: load pages until it shows up.
  useEffect(() => {
    if (selectedId && !selected && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [selectedId, selected, hasNextPage, isFetchingNextPage, fetchNextPage])

  // On a phone the open thread fills the screen under the header: bring all of it into view.
  const hasPanes = list.isSuccess
  useEffect(() => {
    if (!selectedId || !hasPanes || window.matchMedia('(min-width: 1024px)').matches) return
    panesRef.current?.scrollIntoView({ block: 'end' })
  }, [selectedId, hasPanes])

  let content: ReactNode
  // Conversation rows: the listing's photo, its title, the other person, the last message.
  if (list.isPending)
    content = (
      <RowsSkeleton
        className="lg:max-w-sm"
        leading="size-12 rounded-control"
        lines={['h-4 w-1/2', 'h-3 w-2/3', 'h-4 w-3/4']}
      />
    )
  else if (list.isError) {
    content = (
      <LoadError message={t('messages.fetchFailed')} onRetry={() => void list.refetch()} error={list.error} />
    )
  } else if (conversations.length === 0 && !selectedId) {
    content = (
      <EmptyState
        icon={MessageSquare}
        title={t('panel.messages.empty')}
        text={t('panel.messages.emptyText')}
        action={
          <Link to={ROUTES.home} className={buttonClass('primary')}>
            {t('panel.reservations.browse')}
          </Link>
        }
      />
    )
  } else {
    const isLooking = Boolean(selectedId && !selected && (hasNextPage || isFetchingNextPage))
    content = (
      <div
        ref={panesRef}
        className={cx(
          'card grid scroll-mb-3 grid-cols-[minmax(0,1fr)] overflow-hidden',
          'lg:h-[calc(100dvh-var(--header-height)-13rem)] lg:min-h-[32rem] lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[22rem_minmax(0,1fr)]',
          selectedId !== null && 'h-[calc(100dvh-var(--header-height)-1.5rem)] min-h-[26rem]',
        )}
      >
        <ConversationList
          conversations={conversations}
          selectedId={selectedId}
          hasMore={hasNextPage}
          isLoadingMore={isFetchingNextPage}
          onLoadMore={() => void fetchNextPage()}
          className={selectedId ? 'hidden lg:flex' : 'flex'}
        />
        {selected ? (
          <ThreadPane key={selected.id} conversation={selected} className="flex" />
        ) : selectedId ? (
          <NoThread
            className="flex"
            text={isLooking ? t('common.loading') : t('messages.notFound')}
            action={
              !isLooking && (
                <Link to={{ search: '' }} className={buttonClass('secondary')}>
                  {t('messages.backToList')}
                </Link>
              )
            }
          />
        ) : (
          <NoThread className="hidden lg:flex" text={t('messages.pickOne')} />
        )}
      </div>
    )
  }

  return <PanelPage title={t('panel.nav.messages')}>{content}</PanelPage>
}
