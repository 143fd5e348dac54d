import { CHAT_INPUT_MAX_HEIGHT_PX, CHAT_MESSAGE_MAX_LENGTH } from '@demeure/shared'
import { SendHorizontal } from 'lucide-react'
import { type KeyboardEvent, type RefObject, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useGrowWithText } from '../../../lib/use-grow-with-text.ts'

type TChatComposerProps = {
  inputRef: RefObject<HTMLTextAreaElement | null>
  draft: string
  onDraftChange: (draft: string) => void
  onSend: () => void
  isWaiting: boolean
}

/** The message box: Enter sends, Shift+Enter adds a line; it grows with its text up to 120 px. */
export function ChatComposer({ inputRef, draft, onDraftChange, onSend, isWaiting }: TChatComposerProps) {
  const { t } = useTranslation()
  const inputId = useId()
  const hintId = useId()

  useGrowWithText(inputRef, draft, CHAT_INPUT_MAX_HEIGHT_PX)

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composing a word uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    onSend()
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
      className="border-t border-line bg-surface"
    >
      <div className="mx-auto w-full max-w-3xl px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <label htmlFor={inputId} className="sr-only">
          {t('chat.inputLabel')}
        </label>
        <div className="flex items-end gap-2 rounded-card border border-line-strong bg-surface p-1.5 focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/25">
          <textarea
            ref={inputRef}
            id={inputId}
            rows={1}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.placeholder')}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            disabled={isWaiting}
            aria-describedby={hintId}
            className="block min-h-11 flex-1 resize-none bg-transparent px-2.5 py-2.5 text-base text-ink outline-none placeholder:text-ink-muted disabled:cursor-not-allowed disabled:opacity-60"
          />
          <button
            type="submit"
            aria-label={t('chat.send')}
            disabled={isWaiting}
            className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand text-white transition-colors hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60"
          >
            <SendHorizontal aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={hintId} className="mt-1.5 text-center text-xs text-ink-muted pointer-coarse:sr-only">
          {t('chat.inputHint')}
        </p>
      </div>
    </form>
  )
}
