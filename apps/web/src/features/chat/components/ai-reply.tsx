import { useTranslation } from 'react-i18next'
import type { TChatMessage } from '../lib/chat-message.ts'
import { useTypewriter } from '../use-typewriter.ts'
import { AssistantAvatar } from './assistant-avatar.tsx'
import { ChatResults } from './chat-results.tsx'
import { MessageTime } from './message-time.tsx'

type TAiReplyProps = { message: TChatMessage; isTyping: boolean; onTyped: () => void }

/**
 * The assistant's answer, typed out when it is new, then the listings it found. While it types,
 * the partial text is hidden from screen readers; the whole text then enters the log (a live
 * region) at once, so it is read once and in full.
 */
export function AiReply({ message, isTyping, onTyped }: TAiReplyProps) {
  const { t } = useTranslation()
  const shown = useTypewriter(message.content, isTyping, onTyped)
  const isDone = shown.length === message.content.length
  const listings = message.properties ?? []
  return (
    <div className="flex items-start gap-3">
      <AssistantAvatar />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col items-start gap-1">
          <div
            lang={message.language}
            className="max-w-[85%] rounded-card rounded-tl-sm border border-line bg-surface px-4 py-2.5 break-words whitespace-pre-wrap text-ink shadow-card max-sm:max-w-full"
          >
            {isDone ? (
              <p key="done">
                <span className="sr-only">{t('chat.assistant')}: </span>
                <span>{message.content}</span>
              </p>
            ) : (
              <p key="typing" aria-hidden="true">
                {shown}
                <span className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-brand" />
              </p>
            )}
          </div>
          {isDone && <MessageTime timestamp={message.timestamp} />}
        </div>
        {isDone && listings.length > 0 && <ChatResults listings={listings} searchPath={message.searchPath} />}
      </div>
    </div>
  )
}
