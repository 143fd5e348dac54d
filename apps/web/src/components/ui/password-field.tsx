import { Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../lib/cx.ts'
import { describedBy, FieldShell, inputClass } from './field-shell.tsx'

type TPasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string
  hint?: string
  error?: string
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, error, className, id, ...props }: TPasswordFieldProps) {
  const { t } = useTranslation()
  const generatedId = useId()
  const inputId = id ?? generatedId
  const [isVisible, setIsVisible] = useState(false)
  const Icon = isVisible ? EyeOff : Eye
  return (
    <FieldShell id={inputId} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type={isVisible ? 'text' : 'password'}
          className={cx(inputClass, 'h-11 pr-12')}
          {...describedBy(inputId, hint, error)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={isVisible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-control text-ink-muted hover:text-ink"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </FieldShell>
  )
}
