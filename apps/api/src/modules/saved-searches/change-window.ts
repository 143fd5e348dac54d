import type { TEngineDocument } from '../search/engine/read-model.ts'
import { freedNights } from '../search/listing-changes.ts'

/**
 * The longest shortest-stay in nights (free-days.ts `checkInEnd`: 33 days before a free range's end
 * always fit): whether a stay can start on day d depends only on the nights [d, d + 33).
 */
const LONGEST_SHORTEST_STAY = 33

/**
 * What a search must ask for a change to make the home newly match it, when the change moved only
 * the price and the free nights (a host's price edit, released dates): then every other filter
 * answers as before, so a search newly matches only if
 * - the price dropped under its ceiling: max price in [after, before), or
 * - a move-in day became possible: some night of [day, day + 33) was freed, so the day lies in
 *   [first freed − 33, last freed].
 * Undefined when the change touched anything else, or published the home: every search of its
 * place and price is a candidate then.
 */
export type TChangeWindow = {
  /** The price before the change, when lower now: the ceiling must be at least now's, under it. */
  ceilingBelowCents?: number
  /** Move-in day numbers, inclusive, that freed nights may have opened. */
  moveInDays?: { from: number; to: number }
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
  const freed = freedNights(before.freeDays, after.freeDays)
  if (freed) narrowed.moveInDays = { from: freed.first - LONGEST_SHORTEST_STAY, to: freed.last }
  return narrowed
}
