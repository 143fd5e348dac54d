import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { cx } from '../../lib/cx.ts'

/** The clickable line of a <details> section (its parent has `group`): a chevron that turns, then the title. */
export function DisclosureSummary({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <summary
      className={cx(
        'flex min-h-11 cursor-pointer list-none items-center gap-2 py-2 font-semibold text-ink hover:bg-canvas [&::-webkit-details-marker]:hidden',
        className ?? 'px-4',
      )}
    >
      <ChevronDown
        aria-hidden="true"
        className="size-4 shrink-0 transition-transform group-open:rotate-180"
      />
      {children}
    </summary>
  )
}
