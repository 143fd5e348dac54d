import { useTranslation } from 'react-i18next'
import type { TChatMessage } from '../lib/chat-message.ts'
import { AiReply } from './ai-reply.tsx'
import { TypingIndicator } from './typing-indicator.tsx'
import { UserBubble } from './user-bubble.tsx'

type TChatLogProps = {
  messages: readonly TChatMessage[]
  isWaiting: boolean
  typingId: string | null
  onTyped: () => void
}

/**
 * The conversation as a log (a polite live region): screen readers announce each new bubble.
 * It stays in the page even when empty, so the first addition is announced too.
 */
export function ChatLog({ messages, isWaiting, typingId, onTyped }: TChatLogProps) {
  const { t } = useTranslation()
  return (
    <div role="log" aria-live="polite" aria-label={t('chat.logLabel')} className="flex flex-col gap-5">
      {messages.map((message) =>
        message.sender === 'user' ? (
          <UserBubble key={message.id} message={message} />
        ) : (
          <AiReply key={message.id} message={message} isTyping={message.id === typingId} onTyped={onTyped} />
        ),
      )}
      {isWaiting && <TypingIndicator />}
    </div>
  )
}
