import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../lib/cx.ts'

/**
 * Beside a text that speaks of paying outside Demeure (Interac, cash, gift cards, crypto): the
 * commonest rental scam, so the reader is told plainly, in their language.
 */
export function PaymentWarning({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <div
      role="note"
      className={cx(
        'flex items-start gap-2 rounded-control border border-warning/30 bg-warning-soft px-3 py-2 text-sm text-warning',
        className,
      )}
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t('contactSafety.paymentTitle')}</strong>{' '}
        <span className="text-ink">{t('contactSafety.paymentReader')}</span>
      </p>
    </div>
  )
}
