import type { TFavourite, TFavouriteState, TListingCard } from '@demeure/shared'
import type { TFavouriteRow } from './tables.ts'

/**
 * What became of a saved home. Dates whose check-in has passed no longer say anything: the home
 * is judged as if none were wanted.
 */
export function stateOf(
  status: string,
  favourite: TFavouriteRow,
  facts: { today: string; isFree: boolean },
): TFavouriteState {
  if (status === 'archived') return 'archived'
  if (status !== 'published') return 'unavailable'
  const hasDates = favourite.checkIn !== null && favourite.checkIn >= facts.today
  return hasDates && !facts.isFree ? 'booked' : 'available'
}

export function toFavouriteWire(
  favourite: TFavouriteRow,
  property: TListingCard,
  state: TFavouriteState,
): TFavourite {
  return {
    property,
    state,
    check_in: favourite.checkIn,
    check_out: favourite.checkOut,
    created_at: favourite.createdAt.toISOString(),
  }
}
