import { useTranslation } from 'react-i18next'
import { AssistantAvatar } from './assistant-avatar.tsx'

const DOT_DELAYS = ['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', '']

/** Shown while the assistant is answering. */
export function TypingIndicator() {
  const { t } = useTranslation()
  return (
    <div className="flex items-start gap-3">
      <AssistantAvatar />
      <p className="flex h-11 items-center gap-1.5 rounded-card rounded-tl-sm border border-line bg-surface px-4 shadow-card">
        {DOT_DELAYS.map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            className={`size-2 animate-bounce rounded-full bg-ink-muted motion-reduce:animate-none ${delay}`}
          />
        ))}
        <span className="sr-only">{t('chat.typing')}</span>
      </p>
    </div>
  )
}
