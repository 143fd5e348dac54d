import { formatPercent } from '@demeure/shared/zod-free'
import { useTranslation } from 'react-i18next'
import { toLanguage } from '../../lib/language.ts'

type TUploadProgressProps = {
  /** Share of the body sent, from 0 to 1. */
  fraction: number
  label: string
}

/** An upload's percentage (DESIGN.md: uploads show a percentage); at 100% the server is still at work. */
export function UploadProgress({ fraction, label }: TUploadProgressProps) {
  const { t, i18n } = useTranslation()
  const percent = Math.min(100, Math.round(fraction * 100))
  const isProcessing = percent >= 100
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-ink">{isProcessing ? t('listingForm.processing') : label}</span>
        <span className="font-semibold text-brand tabular-nums">
          {formatPercent(percent / 100, toLanguage(i18n.resolvedLanguage))}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-brand-soft"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
