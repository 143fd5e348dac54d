/**
 * A listing's free dates (availability minus reserved dates minus held stays, as the read model
 * holds them from `search_documents.free_dates`) as [first free night, end excluded) ISO date pairs.
 * Each range becomes one period: `start_date` is the first free night, `end_date` the latest
 * possible check-out (the end excluded from the nights). Periods over before `today` are dropped
 * and one in progress starts at `today`, so the calendar never offers a past day.
 */
export function freePeriods(ranges: readonly (readonly [string, string])[], today: string) {
  const periods: { start_date: string; end_date: string }[] = []
  for (const [start, end] of ranges) {
    if (end <= today) continue
    periods.push({ start_date: start < today ? today : start, end_date: end })
  }
  return periods
}
