import { useEffect, useRef } from 'react'
import { useStickToBottom } from '../../lib/use-stick-to-bottom.ts'
import { ChatComposer } from './components/chat-composer.tsx'
import { ChatEmptyState } from './components/chat-empty-state.tsx'
import { ChatLog } from './components/chat-log.tsx'
import { ChatTopBar } from './components/chat-top-bar.tsx'
import { LoginOverlay } from './components/login-overlay.tsx'
import { useChatConversation } from './use-chat-conversation.ts'

type TChatScreenProps = {
  /** The signed-in username, or null for a visitor (who sees the login overlay). */
  owner: string | null
  /** The session just ended here: the overlay takes the focus. */
  hasSessionEnded: boolean
}

/** Focus moves to the box only where it does not pop up a keyboard over the conversation. */
function hasFinePointer(): boolean {
  return window.matchMedia('(pointer: fine)').matches
}

/** Top bar, the conversation (or its empty state) and the message box, on one screen. */
export function ChatScreen({ owner, hasSessionEnded }: TChatScreenProps) {
  const conversation = useChatConversation(owner)
  const { messages, isWaiting } = conversation
  const isGuest = owner === null
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const follow = useStickToBottom(scrollRef, contentRef)

  // Ready to type on arrival, and again once an answer is in (the box was disabled meanwhile).
  useEffect(() => {
    if (!isGuest && !isWaiting && hasFinePointer()) inputRef.current?.focus()
  }, [isGuest, isWaiting])

  function send(text: string) {
    follow()
    void conversation.send(text)
  }

  function clear() {
    conversation.clear()
    inputRef.current?.focus()
  }

  return (
    <div className="flex h-dvh flex-col">
      <ChatTopBar hasClear={!isGuest} canClear={messages.length > 0 || isWaiting} onClear={clear} />
      <div className="relative min-h-0 flex-1">
        <div ref={scrollRef} inert={isGuest} className="h-full overflow-y-auto overscroll-contain">
          <div ref={contentRef} className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
            {messages.length === 0 && !isWaiting && <ChatEmptyState onPick={send} />}
            <ChatLog
              messages={messages}
              isWaiting={isWaiting}
              typingId={conversation.typingId}
              onTyped={conversation.finishTyping}
            />
          </div>
        </div>
        {isGuest && <LoginOverlay isFocused={hasSessionEnded} />}
      </div>
      <ChatComposer
        inputRef={inputRef}
        draft={conversation.draft}
        onDraftChange={conversation.setDraft}
        onSend={() => send(conversation.draft)}
        isWaiting={isWaiting}
      />
    </div>
  )
}
