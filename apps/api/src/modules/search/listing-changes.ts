import type { TSavedSearchAlertReason } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import type { TEngineDocument } from './engine/read-model.ts'

/** A listing that may newly match searches: why, and its search document before the change. */
export type TListingChange = {
  /** Names this one change (a job run twice carries the same): what "told once per change" counts. */
  changeId?: string
  listingId: number
  reason: TSavedSearchAlertReason
  before: TEngineDocument | null
}
/** Told in the transaction of the change (enqueue durable work there, nothing slow). */
export type TListingChangeListener = (tx: TDb, change: TListingChange) => Promise<void>

/**
 * The first and last night free in `after` that were not in `before` (both sorted [start, end)
 * day-number pairs), or undefined when no night was freed.
 */
export function freedNights(
  before: ArrayLike<number>,
  after: ArrayLike<number>,
): { first: number; last: number } | undefined {
  let first = Number.POSITIVE_INFINITY
  let last = Number.NEGATIVE_INFINITY
  const gap = (from: number, to: number) => {
    if (from >= to) return
    first = Math.min(first, from)
    last = Math.max(last, to - 1)
  }
  for (let index = 0; index < after.length; index += 2) {
    const to = after[index + 1] as number
    // Walk before's ranges over [from, to): what none of them covers was freed.
    let cursor = after[index] as number
    for (let at = 0; at < before.length && cursor < to; at += 2) {
      const start = before[at] as number
      const end = before[at + 1] as number
      if (end <= cursor) continue
      gap(cursor, Math.min(start, to))
      cursor = Math.max(cursor, end)
    }
    gap(cursor, to)
  }
  return first <= last ? { first, last } : undefined
}

/** Whether the nights [from, to) (day numbers) are all free in `freeDays` (sorted [start, end) pairs). */
export function holdsNights(freeDays: ArrayLike<number>, from: number, to: number) {
  let cursor = from
  for (let index = 0; index < freeDays.length && cursor < to; index += 2) {
    const start = freeDays[index] as number
    const end = freeDays[index + 1] as number
    if (start <= cursor && cursor < end) cursor = end
  }
  return cursor >= to
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
  if (freedNights(before.freeDays, after.freeDays)) return 'dates_freed'
  return null
}
