import type { TLanguage } from '@demeure/shared'

const LOCALES: Record<TLanguage, string> = { en: 'en-CA', fr: 'fr-CA' }

/**
 * A server timestamp as the spec's YYYY/MM/DD, on the reader's own calendar: an instant near
 * midnight UTC belongs to the day the reader lived it, not to UTC's.
 */
export function localDisplayDate(timestamp: string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(timestamp))
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}/${part('month')}/${part('day')}`
}

/** The time of a server timestamp in the reader's zone and language ("3:05 p.m." / "15 h 05"). */
export function localTime(timestamp: string, language: TLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(timestamp),
  )
}
