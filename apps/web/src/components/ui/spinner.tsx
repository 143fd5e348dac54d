import { LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../lib/cx.ts'

type TSpinnerProps = { className?: string; label?: string }

export function Spinner({ className, label }: TSpinnerProps) {
  const { t } = useTranslation()
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cx('animate-spin text-brand', className ?? 'size-6')} />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  )
}

/** The fallback of a lazily loaded page. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-8" />
    </div>
  )
}
