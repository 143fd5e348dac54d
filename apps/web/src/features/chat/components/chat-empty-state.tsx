import { MessageSquareText, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Requests that show what the assistant understands: city, budget, type, dates, amenities. */
const EXAMPLE_KEYS = [
  'chat.examples.budget',
  'chat.examples.room',
  'chat.examples.amenities',
  'chat.examples.cheapest',
] as const

/** The start of a conversation: what the assistant does and a few requests to send in one click. */
export function ChatEmptyState({ onPick }: { onPick: (prompt: string) => void }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col items-center py-6 text-center sm:py-10">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-3xl font-bold tracking-tight text-ink">{t('chat.emptyTitle')}</h2>
      <p className="mt-3 max-w-xl text-ink-muted">{t('chat.intro')}</p>
      <h3 className="mt-8 text-sm font-semibold text-ink-muted">{t('chat.examplesTitle')}</h3>
      <ul className="mt-3 grid w-full gap-3 sm:grid-cols-2">
        {EXAMPLE_KEYS.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onPick(t(key))}
              className="flex h-full min-h-11 w-full items-start gap-3 rounded-card border border-line bg-surface px-4 py-3 text-left text-sm text-ink shadow-card transition-colors hover:border-brand hover:bg-brand-soft"
            >
              <MessageSquareText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
