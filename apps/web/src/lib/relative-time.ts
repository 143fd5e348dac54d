import type { TLanguage } from '@demeure/shared/zod-free'
import { localDisplayDate } from './format-timestamp.ts'

const LOCALES: Record<TLanguage, string> = { en: 'en-CA', fr: 'fr-CA' }
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago, the way people say it ("now", "5 mins ago", "yesterday" / « il y a 5 min », « hier »);
 * after a week the date itself (YYYY/MM/DD) says more than a count of days.
 */
export function relativeTime(timestamp: string, now: number, language: TLanguage, timeZone?: string): string {
  const then = new Date(timestamp).getTime()
  if (Number.isNaN(then)) return ''
  const elapsed = Math.max(0, now - then)
  const format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto', style: 'short' })
  if (elapsed < MINUTE) return format.format(0, 'second')
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour')
  if (elapsed < 7 * DAY) return format.format(-Math.floor(elapsed / DAY), 'day')
  return localDisplayDate(timestamp, timeZone)
}
