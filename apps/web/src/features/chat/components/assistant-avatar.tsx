import { Sparkles } from 'lucide-react'

/** The assistant's mark beside its bubbles. */
export function AssistantAvatar() {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand"
    >
      <Sparkles className="size-4" />
    </span>
  )
}
