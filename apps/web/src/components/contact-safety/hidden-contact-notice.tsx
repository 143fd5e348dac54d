import { EyeOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../lib/cx.ts'

/**
 * Under a text whose contact details Demeure hid from its reader (docs/product-rules.md): until a
 * stay is paid (`stay`), or always, on a listing's public page (`listing`).
 */
export function HiddenContactNotice({
  className,
  variant = 'stay',
}: {
  className?: string
  variant?: 'stay' | 'listing'
}) {
  const { t } = useTranslation()
  return (
    <p className={cx('flex items-start gap-1.5 text-xs text-ink-muted', className)}>
      <EyeOff aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {t(variant === 'listing' ? 'contactSafety.hiddenListing' : 'contactSafety.hidden')}
    </p>
  )
}
