import { useTranslation } from 'react-i18next'
import { toLanguage } from '../../../lib/language.ts'

/** When a message was written, as the reader tells time ("2:05 p.m." / "14 h 05"). */
export function MessageTime({ timestamp, className }: { timestamp: string; className?: string }) {
  const { i18n } = useTranslation()
  const date = new Date(timestamp)
  if (Number.isNaN(date.getTime())) return null
  const label = new Intl.DateTimeFormat(`${toLanguage(i18n.resolvedLanguage)}-CA`, {
    hour: 'numeric',
    minute: '2-digit',
  }).format(date)
  return (
    <time dateTime={timestamp} className={className ?? 'text-xs text-ink-muted tabular-nums'}>
      {label}
    </time>
  )
}
