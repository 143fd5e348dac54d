import type { TChatMessage } from '@demeure/shared'
import { useTranslation } from 'react-i18next'
import { HiddenContactNotice, PaymentWarning } from '../../../components/contact-safety/index.ts'
import { cx } from '../../../lib/cx.ts'
import { localTime } from '../../../lib/format-timestamp.ts'
import { toLanguage } from '../../../lib/language.ts'
import { ReportButton } from '../../reports/index.ts'

type TMessageBubbleProps = { message: TChatMessage; isMine: boolean; senderName: string }

/**
 * A message: mine on the right in the brand colour, theirs on the left; the time under it. Under
 * theirs, a notice when Demeure hid contact details and a warning when it speaks of paying outside.
 */
export function MessageBubble({ message, isMine, senderName }: TMessageBubbleProps) {
  const { t, i18n } = useTranslation()
  return (
    <div className={cx('flex flex-col gap-1', isMine ? 'items-end' : 'items-start')}>
      <p
        className={cx(
          'max-w-[85%] rounded-card px-4 py-2.5 break-words whitespace-pre-wrap sm:max-w-[75%]',
          isMine
            ? 'rounded-br-sm bg-brand text-white'
            : 'rounded-bl-sm border border-line bg-canvas text-ink',
        )}
      >
        <span className="sr-only">{isMine ? t('messages.you') : senderName}: </span>
        {message.body}
      </p>
      {!isMine && message.hidden.length > 0 && (
        <HiddenContactNotice className="max-w-[85%] px-1 sm:max-w-[75%]" />
      )}
      {!isMine && message.payment_warning && <PaymentWarning className="max-w-[85%] sm:max-w-[75%]" />}
      <div className="flex items-center gap-1">
        <time dateTime={message.created_at} className="px-1 text-xs text-ink-muted tabular-nums">
          {localTime(message.created_at, toLanguage(i18n.resolvedLanguage))}
        </time>
        {!isMine && <ReportButton target={{ kind: 'message', id: String(message.id) }} size="sm" />}
      </div>
    </div>
  )
}
