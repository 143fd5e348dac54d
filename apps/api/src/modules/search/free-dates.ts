/**
 * A listing's free dates (availability minus reserved dates minus held stays) as stored in
 * `search_documents.free_dates`, a PostgreSQL datemultirange whose text is canonical:
 * `{[2026-12-01,2027-03-01),[2027-04-01,2027-06-01)}` (start included, end excluded).
 * Each range becomes one period: `start_date` is the first free night, `end_date` the latest
 * possible check-out (the end excluded from the nights). Periods over before `today` are dropped
 * and one in progress starts at `today`, so the calendar never offers a past day.
 */
export function freePeriods(multirange: string, today: string) {
  const periods: { start_date: string; end_date: string }[] = []
  for (const [, start, end] of multirange.matchAll(/\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)/g)) {
    if (!start || !end || end <= today) continue
    periods.push({ start_date: start < today ? today : start, end_date: end })
  }
  return periods
}
