import { MessageSquare } from 'lucide-react'
import type { ReactNode } from 'react'
import { cx } from '../../../lib/cx.ts'

/** The right pane's text when no thread is on show (none chosen yet, or one that is not found). */
export function NoThread({
  text,
  action,
  className,
}: {
  text: string
  action?: ReactNode
  className?: string
}) {
  return (
    <div
      className={cx('flex-col items-center justify-center gap-4 p-8 text-center text-ink-muted', className)}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <MessageSquare aria-hidden="true" className="size-7" />
      </span>
      <p className="max-w-xs">{text}</p>
      {action}
    </div>
  )
}
