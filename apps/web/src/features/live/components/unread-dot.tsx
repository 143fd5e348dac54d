import { useUnreadCounts } from '../../../lib/unread-counts.ts'

/** A dot on the mobile menu button while something is unread; the menu itself says what and how many. */
export function UnreadDot() {
  const counts = useUnreadCounts()
  if (counts.notifications + counts.messages === 0) return null
  return (
    <span
      aria-hidden="true"
      className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-danger ring-2 ring-surface"
    />
  )
}
