import type { TChatMessage, TConversation } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button.tsx'
import { toLanguage } from '../../../lib/language.ts'
import { useNow } from '../../../lib/use-now.ts'
import { dayKey, dayLabel, groupByDay } from '../lib/day-groups.ts'
import { isMine, otherName } from '../lib/people.ts'
import { MessageBubble } from './message-bubble.tsx'

type TThreadLogProps = {
  conversation: TConversation
  messages: TChatMessage[]
  hasEarlier: boolean
  isLoadingEarlier: boolean
  onLoadEarlier: () => void
}

/** The messages, oldest first, under day headings, with a way to load earlier ones above. */
export function ThreadLog({
  conversation,
  messages,
  hasEarlier,
  isLoadingEarlier,
  onLoadEarlier,
}: TThreadLogProps) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.resolvedLanguage)
  const today = dayKey(useNow())
  const name = otherName(conversation, t('messages.someone'))
  return (
    <>
      {hasEarlier && (
        <div className="flex justify-center">
          <Button variant="ghost" size="sm" isBusy={isLoadingEarlier} onClick={onLoadEarlier}>
            {isLoadingEarlier ? t('common.loading') : t('messages.loadEarlier')}
          </Button>
        </div>
      )}
      {messages.length === 0 && (
        <p className="py-10 text-center text-sm text-ink-muted">{t('messages.startHint', { name })}</p>
      )}
      {groupByDay(messages).map((group) => (
        <section key={group.day} className="flex flex-col gap-3">
          <h3 className="flex items-center gap-3 text-xs font-semibold text-ink-muted">
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
            {dayLabel(group.day, today, language)}
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
          </h3>
          {group.items.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              isMine={isMine(conversation, message)}
              senderName={name}
            />
          ))}
        </section>
      ))}
    </>
  )
}
