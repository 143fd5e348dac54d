import { MESSAGE_MAX_LENGTH } from '@demeure/shared'
import { SendHorizontal } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactPreview } from '../../../components/contact-safety/index.ts'
import { errorFields, errorMessage } from '../../../lib/api-error.ts'
import { cx } from '../../../lib/cx.ts'
import { useGrowWithText } from '../../../lib/use-grow-with-text.ts'
import { useSendMessage } from '../api/use-send-message.ts'

/** The box grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 160
/** The character count shows once a message gets this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200

type TMessageComposerProps = {
  conversationId: number
  /** The other person's name, for "until the stay is paid, Léa will not see a phone number". */
  otherName: string
  isContactShared: boolean
  onSent: () => void
}

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. While it is on its way the box is
 * read-only (it keeps the focus); a refusal keeps the text and says why. Above the box, what the
 * other person will not see of it (contact details until the stay is paid) and why.
 */
export function MessageComposer({
  conversationId,
  otherName,
  isContactShared,
  onSent,
}: TMessageComposerProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const inputId = useId()
  const errorId = useId()
  const counterId = useId()
  const previewId = useId()
  const send = useSendMessage(conversationId)
  const body = draft.trim()
  const error = send.isError
    ? (errorFields(send.error).body ?? errorMessage(send.error, t('messages.sendFailed')))
    : undefined
  const isNearLimit = draft.length >= COUNTER_FROM

  useGrowWithText(inputRef, draft, MAX_HEIGHT_PX)

  function submit(event?: FormEvent) {
    event?.preventDefault()
    if (!body || send.isPending) return
    send.mutate(body, {
      onSuccess: () => {
        setDraft('')
        onSent()
      },
    })
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composing a word uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  return (
    <form onSubmit={submit} className="border-t border-line bg-surface p-3">
      <label htmlFor={inputId} className="sr-only">
        {t('messages.composerLabel')}
      </label>
      <ContactPreview draft={draft} reader={{ name: otherName, isContactShared }} id={previewId} />
      <div
        className={cx(
          'flex items-end gap-2 rounded-card border bg-surface p-1.5 focus-within:ring-2 focus-within:ring-brand/25',
          error ? 'border-danger' : 'border-line-strong focus-within:border-brand',
        )}
      >
        <textarea
          ref={inputRef}
          id={inputId}
          rows={1}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            if (send.isError) send.reset()
          }}
          onKeyDown={onKeyDown}
          readOnly={send.isPending}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('messages.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(error && errorId, isNearLimit && counterId, previewId)}
          className="block min-h-11 flex-1 resize-none bg-transparent px-2.5 py-2.5 text-base text-ink outline-none placeholder:text-ink-muted read-only:opacity-60"
        />
        <button
          type="submit"
          aria-label={t('messages.send')}
          disabled={!body || send.isPending}
          aria-busy={send.isPending || undefined}
          className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand text-white transition-colors hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="mt-1.5 flex items-start justify-between gap-3 px-1 text-xs">
        {error ? (
          <p id={errorId} role="alert" className="font-medium text-danger">
            {error}
          </p>
        ) : (
          <p className="hidden text-ink-muted sm:block">{t('messages.composerHint')}</p>
        )}
        {isNearLimit && (
          <p
            id={counterId}
            aria-live="polite"
            className={cx(
              'ml-auto shrink-0 tabular-nums',
              draft.length >= MESSAGE_MAX_LENGTH ? 'font-semibold text-danger' : 'text-ink-muted',
            )}
          >
            {t('messages.counter', { length: draft.length, max: MESSAGE_MAX_LENGTH })}
          </p>
        )}
      </div>
    </form>
  )
}
