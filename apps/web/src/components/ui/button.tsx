import { LoaderCircle } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cx } from '../../lib/cx.ts'
import { buttonClass, type TButtonSize, type TButtonVariant } from './button-styles.ts'

type TButtonProps = ComponentProps<'button'> & {
  variant?: TButtonVariant
  size?: TButtonSize
  isBlock?: boolean
  /** Disables the button and shows a spinner; the label should say what is happening. */
  isBusy?: boolean
}

export function Button({
  variant,
  size,
  isBlock,
  isBusy = false,
  className,
  disabled,
  children,
  type = 'button',
  ...props
}: TButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass(variant, size, isBlock), className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...props}
    >
      {isBusy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {children}
    </button>
  )
}
