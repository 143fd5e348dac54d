import { cx } from '../../lib/cx.ts'

/**
 * A small unread count. Hidden from screen readers: the control it sits on says the count in words.
 * Red, as unread counts usually are, for a contrast white text keeps on any background of ours.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-none font-semibold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
