import { cx } from '../../lib/cx.ts'

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger'
export type TButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<TButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-canvas',
  ghost: 'text-brand hover:bg-brand-soft',
  accent: 'bg-accent text-white hover:brightness-95',
  // Only for actions that destroy or refuse something (delete a listing, reject an application).
  danger: 'bg-danger text-white hover:brightness-90',
}

// Every size keeps a 44 px touch target on mobile except `sm`, which is for dense desktop rows.
const sizes: Record<TButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
}

/** Classes of a button, also for links that look like buttons. */
export function buttonClass(
  variant: TButtonVariant = 'primary',
  size: TButtonSize = 'md',
  isBlock = false,
): string {
  return cx(base, variants[variant], sizes[size], isBlock && 'w-full')
}
