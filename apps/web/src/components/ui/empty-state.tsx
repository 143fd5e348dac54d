import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type TEmptyStateProps = { icon: LucideIcon; title: string; text?: string; action?: ReactNode }

/** A friendly empty list with the next step (DESIGN.md). */
export function EmptyState({ icon: Icon, title, text, action }: TEmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {text && <p className="mt-2 max-w-sm text-ink-muted">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  )
}
