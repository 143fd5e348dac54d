import { useTranslation } from 'react-i18next'
import type { TChatMessage } from '../lib/chat-message.ts'
import { MessageTime } from './message-time.tsx'

/** What the renter wrote, on the right in the brand colour. */
export function UserBubble({ message }: { message: TChatMessage }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-end gap-1">
      <p className="max-w-[85%] rounded-card rounded-br-sm bg-brand px-4 py-2.5 break-words whitespace-pre-wrap text-white">
        <span className="sr-only">{t('chat.you')}: </span>
        <span>{message.content}</span>
      </p>
      <MessageTime timestamp={message.timestamp} />
    </div>
  )
}
