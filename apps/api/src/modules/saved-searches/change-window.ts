import type { TEngineDocument } from '../search/index.ts'
import { checkInRangesOf } from '../search/index.ts'
import { rangesWithout } from './day-ranges.ts'

/**
 * What a search must ask for a change to make the home newly match it, when the change moved only
 * the price and the free nights (a host's price edit, released dates): then every other filter
 * answers as before, so a search newly matches only if
 * - the price dropped under its ceiling: max price in [after, before), or
 * - its move-in day became possible: a day a stay can start on now and could not before (the
 *   engine's own move-in days, free-days.ts `checkInRangesOf`, after minus before).
 * Undefined when the change touched anything else, or published the home: every search of its
 * place and price is a candidate then.
 */
export type TChangeWindow = {
  /** The price before the change, when lower now: the ceiling must be at least now's, under it. */
  ceilingBelowCents?: number
  /** Move-in days possible now and not before, as sorted [from, to) day-number pairs. */
  newMoveInDays?: number[]
}

const MOVABLE: ReadonlySet<keyof TEngineDocument> = new Set(['priceCents', 'freeDays'])

export function changeWindowOf(
  before: TEngineDocument | null,
  after: TEngineDocument,
): TChangeWindow | undefined {
  if (!before) return undefined
  for (const key of Object.keys(after) as (keyof TEngineDocument)[])
    if (!MOVABLE.has(key) && before[key] !== after[key]) return undefined
  const narrowed: TChangeWindow = {}
  if (after.priceCents < before.priceCents) narrowed.ceilingBelowCents = before.priceCents
  const opened = rangesWithout(
    checkInRangesOf(after.freeDays, after.hasCitq),
    checkInRangesOf(before.freeDays, before.hasCitq),
  )
  if (opened.length > 0) narrowed.newMoveInDays = opened
  return narrowed
}
