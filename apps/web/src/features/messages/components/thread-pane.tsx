import type { TConversation } from '@demeure/shared'
import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cx } from '../../../lib/cx.ts'
import { useStickToBottom } from '../../../lib/use-stick-to-bottom.ts'
import { useReadConversation } from '../api/use-read-conversation.ts'
import { useThread } from '../api/use-thread.ts'
import { setOpenConversation } from '../lib/open-conversation.ts'
import { isMine, otherName } from '../lib/people.ts'
import { threadMessages } from '../lib/thread-messages.ts'
import { MessageComposer } from './message-composer.tsx'
import { ThreadHeader } from './thread-header.tsx'
import { ThreadLog } from './thread-log.tsx'

/**
 * The open conversation. It follows new messages to the bottom unless the reader scrolled up, and
 * what the other person wrote is read as soon as it is on screen: when the thread opens and
 * whenever a new message of theirs arrives.
 */
export function ThreadPane({ conversation, className }: { conversation: TConversation; className?: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  const thread = useThread(conversation.id)
  const { mutate: markRead } = useReadConversation()
  const scrollRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const follow = useStickToBottom(scrollRef, contentRef)
  const messages = thread.data ? threadMessages(thread.data.pages) : []
  const latestTheirs = messages.filter((message) => !isMine(conversation, message)).at(-1)?.id ?? 0

  useEffect(() => {
    setOpenConversation(conversation.id)
    return () => setOpenConversation(null)
  }, [conversation.id])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message of theirs is read again.
  useEffect(() => {
    if (thread.isSuccess) markRead(conversation.id)
  }, [conversation.id, latestTheirs, thread.isSuccess, markRead])

  // Earlier messages go above: keep the distance to the bottom, so the view does not jump.
  const distanceFromBottom = useRef<number | null>(null)
  const oldestId = messages[0]?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when older messages were added above.
  useLayoutEffect(() => {
    const scroller = scrollRef.current
    if (!scroller || distanceFromBottom.current === null) return
    scroller.scrollTop = scroller.scrollHeight - distanceFromBottom.current
    distanceFromBottom.current = null
  }, [oldestId])

  function loadEarlier() {
    const scroller = scrollRef.current
    if (scroller) distanceFromBottom.current = scroller.scrollHeight - scroller.scrollTop
    void thread.fetchNextPage()
  }

  return (
    <section aria-labelledby={headingId} className={cx('min-h-0 flex-col', className)}>
      <ThreadHeader conversation={conversation} headingId={headingId} />
      <div
        ref={scrollRef}
        role="log"
        aria-label={t('messages.threadLog', { name: otherName(conversation, t('messages.someone')) })}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      >
        <div ref={contentRef} className="flex min-h-full flex-col justify-end gap-4 px-3 py-4 sm:px-5">
          {thread.isPending && (
            <div className="flex flex-1 items-center justify-center">
              <Spinner />
            </div>
          )}
          {thread.isError && (
            <div className="flex flex-1 flex-col items-center justify-center gap-4">
              <FormAlert message={t('messages.threadFailed')} />
              <Button variant="secondary" onClick={() => void thread.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          )}
          {thread.isSuccess && (
            <ThreadLog
              conversation={conversation}
              messages={messages}
              hasEarlier={thread.hasNextPage}
              isLoadingEarlier={thread.isFetchingNextPage}
              onLoadEarlier={loadEarlier}
            />
          )}
        </div>
      </div>
      <MessageComposer
        conversationId={conversation.id}
        otherName={otherName(conversation, t('messages.someone'))}
        isContactShared={conversation.contact_shared}
        onSent={follow}
      />
    </section>
  )
}
