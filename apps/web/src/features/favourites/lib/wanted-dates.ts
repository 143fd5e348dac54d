import { stayProblem } from '@demeure/shared/zod-free'

/** The dates a renter has in mind for a saved home, as the API takes them. */
export type TWantedDates = { check_in: string; check_out: string }

/**
 * Why these wanted dates would be refused, as the shared rules' catalogue key, or null. Checked as
 * the API checks them: by the loosest rule (a listing with a CITQ number), since a wish is not a
 * request and the request applies the listing's own minimum.
 */
export function wantedDatesProblem(checkIn: string, checkOut: string, today: string) {
  const problem = stayProblem(checkIn, checkOut, today, true)
  return problem ? (`stay.${problem}` as const) : null
}

/** The dates a heart saves: only a pair the API takes, otherwise none (say nothing false). */
export function heartDates(
  chosen: { checkIn: string; checkOut: string } | undefined,
  today: string,
): TWantedDates | undefined {
  if (!chosen?.checkIn || !chosen.checkOut) return undefined
  if (wantedDatesProblem(chosen.checkIn, chosen.checkOut, today)) return undefined
  return { check_in: chosen.checkIn, check_out: chosen.checkOut }
}
