import type { TLanguage } from '@demeure/shared/zod-free'

const LOCALES: Record<TLanguage, string> = { en: 'en-CA', fr: 'fr-CA' }
const DAY_MS = 86_400_000

/** The reader's calendar day of a timestamp, as YYYY-MM-DD. */
export function dayKey(timestamp: string | number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(timestamp))
}

export type TDayGroup<T> = { day: string; items: T[] }

/** Consecutive items of the same calendar day together (the items come oldest first). */
export function groupByDay<T extends { created_at: string }>(
  items: readonly T[],
  timeZone?: string,
): TDayGroup<T>[] {
  const groups: TDayGroup<T>[] = []
  for (const item of items) {
    const day = dayKey(item.created_at, timeZone)
    const last = groups.at(-1)
    if (last?.day === day) last.items.push(item)
    else groups.push({ day, items: [item] })
  }
  return groups
}

const noonUtc = (day: string) => {
  const [year, month, date] = day.split('-').map(Number)
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12)
}

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/** A day separator's words: "Today", "Yesterday", else the weekday and date (with the year when not this one). */
export function dayLabel(day: string, today: string, language: TLanguage): string {
  const locale = LOCALES[language]
  const offset = Math.round((noonUtc(day) - noonUtc(today)) / DAY_MS)
  if (offset === 0 || offset === -1) {
    return capitalized(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(offset, 'day'))
  }
  return capitalized(
    new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: day.slice(0, 4) === today.slice(0, 4) ? undefined : 'numeric',
    }).format(noonUtc(day)),
  )
}
