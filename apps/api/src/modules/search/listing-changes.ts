import type { TSavedSearchAlertReason } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import type { TEngineDocument } from './engine/read-model.ts'

/** A listing that may newly match searches: why, and its search document before the change. */
export type TListingChange = {
  listingId: number
  reason: TSavedSearchAlertReason
  before: TEngineDocument | null
}
/** Told in the transaction of the change (enqueue durable work there, nothing slow). */
export type TListingChangeListener = (tx: TDb, change: TListingChange) => Promise<void>

/** Whether `after`'s free nights hold a night `before`'s did not (both sorted [start, end) pairs). */
function freesNights(before: ArrayLike<number>, after: ArrayLike<number>) {
  for (let index = 0; index < after.length; index += 2) {
    let from = after[index] as number
    const to = after[index + 1] as number
    // Walk before's ranges, consuming [from, to) while they cover it.
    for (let at = 0; at < before.length && from < to; at += 2) {
      const start = before[at] as number
      const end = before[at + 1] as number
      if (start <= from && from < end) from = end
    }
    if (from < to) return true
  }
  return false
}

/**
 * Why a change can make a home newly match a search: it was published (no document before), its
 * price went down, or nights became free. Any other edit (a title, photos, a booking taking dates)
 * can only make it match fewer searches, or the same ones, and tells nobody.
 */
export function newMatchReason(
  before: TEngineDocument | undefined,
  after: TEngineDocument | undefined,
): TSavedSearchAlertReason | null {
  if (!after) return null
  if (!before) return 'published'
  if (after.priceCents < before.priceCents) return 'price_lowered'
  if (freesNights(before.freeDays, after.freeDays)) return 'dates_freed'
  return null
}
