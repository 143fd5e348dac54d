/**
 * Stays are date-only (YYYY-MM-DD). Calendars work with local Date objects at midnight, so the
 * conversions stay in local time and no time zone can shift a day.
 */
export function fromIsoDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number)
  return new Date(year as number, (month as number) - 1, day as number)
}

export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
