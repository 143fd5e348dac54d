import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { cx } from '../../../lib/cx.ts'

type TOverlayBlockProps = {
  title: string
  summary: string
  isOpen: boolean
  onToggle: () => void
  children: ReactNode
}

/** One collapsible block of the mobile search overlay: its title and value, or its controls. */
export function OverlayBlock({ title, summary, isOpen, onToggle, children }: TOverlayBlockProps) {
  const panelId = useId()
  return (
    <section className={cx('card overflow-hidden', isOpen && 'shadow-raised')}>
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center justify-between gap-3 px-4 text-left"
        >
          <span className={cx('font-semibold text-ink', isOpen ? 'text-xl' : 'text-sm text-ink-muted')}>
            {title}
          </span>
          {!isOpen && (
            <span className="ml-auto min-w-0 truncate text-sm font-semibold text-ink">{summary}</span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={cx('size-5 shrink-0 text-ink-muted transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h3>
      {isOpen && (
        <div id={panelId} className="px-4 pb-4">
          {children}
        </div>
      )}
    </section>
  )
}
