import { CircleExclamationPoint } from 'lucide-react'

/** A form-level error, announced to screen readers as soon as it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-control bg-danger-soft px-3 py-2.5 text-sm text-danger"
    >
      <CircleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="font-medium">{message}</span>
    </div>
  )
}
