import { addDays, type TDayRange } from '@demeure/shared'

/**
 * The check-outs an extension may ask for: from the day after the current check-out to the end of
 * the free period that starts where the stay ends (its own nights are held, so the listing's next
 * free night is the check-out day), and never past 11 months from check-in (`latest`). Null when
 * the next night is taken. The server checks again; this only keeps impossible days out of reach.
 */
export function possibleCheckOuts(
  checkOut: string,
  free: readonly TDayRange[],
  latest: string,
): TDayRange | null {
  const period = free.find((range) => range.start_date <= checkOut && checkOut < range.end_date)
  if (!period) return null
  const last = period.end_date < latest ? period.end_date : latest
  const first = addDays(checkOut, 1)
  return first <= last ? { start_date: first, end_date: last } : null
}
