import { z } from 'zod'
import { FAVOURITES_MERGE_MAX } from '../constants/business.ts'
import { ZListingCard } from './search.ts'
import { zId } from './text.ts'

/**
 * What became of a saved home: `available`, `archived` by its host, `booked` for the wanted dates,
 * or `unavailable` (back in review or refused: out of the catalogue for now).
 */
export const FAVOURITE_STATES = ['available', 'archived', 'booked', 'unavailable'] as const
export type TFavouriteState = (typeof FAVOURITE_STATES)[number]

const zWantedDate = () => z.iso.date('listing.invalidDate')

/** The dates a renter has in mind for a saved home: both or neither, check-out after check-in. */
const wantedDates = {
  check_in: zWantedDate().optional(),
  check_out: zWantedDate().optional(),
}
type TWantedDates = { check_in?: string; check_out?: string }
const checkWantedDates = (value: TWantedDates, ctx: z.RefinementCtx) => {
  if ((value.check_in === undefined) === (value.check_out === undefined)) {
    if (value.check_in && value.check_out && value.check_out <= value.check_in)
      ctx.addIssue({ code: 'custom', path: ['check_out'], message: 'stay.checkOutBeforeCheckIn' })
    return
  }
  const missing = value.check_in === undefined ? 'check_in' : 'check_out'
  ctx.addIssue({ code: 'custom', path: [missing], message: 'validation.required' })
}

/** `PUT /api/favourites/{id}/`: saves the home (again), with the dates wanted or none. */
export const ZFavouriteWrite = z.strictObject(wantedDates).superRefine(checkWantedDates)
export type TFavouriteWrite = z.input<typeof ZFavouriteWrite>

/** One home of a visitor's browser list. */
export const ZFavouriteMergeItem = z
  .strictObject({ property: zId('validation.required'), ...wantedDates })
  .superRefine(checkWantedDates)

/** `POST /api/favourites/merge/`: the homes a visitor saved in this browser, oldest first. */
export const ZFavouriteMerge = z.strictObject({
  items: z.array(ZFavouriteMergeItem).max(FAVOURITES_MERGE_MAX),
})
export type TFavouriteMerge = z.input<typeof ZFavouriteMerge>

/** A saved home: its card (even once archived), what became of it, and the dates wanted. */
export const ZFavourite = z.object({
  property: ZListingCard,
  state: z.enum(FAVOURITE_STATES),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  created_at: z.string(),
})
export type TFavourite = z.infer<typeof ZFavourite>

/** Every home the account saved, newest first: what the hearts of cards are drawn from. */
export const ZFavouriteIds = z.object({
  property_ids: z.array(z.number().int()),
  /** Merge only: homes of the browser list not saved (unknown, out of the catalogue, or over the limit). */
  not_saved: z.number().int().optional(),
})
export type TFavouriteIds = z.infer<typeof ZFavouriteIds>

export const ZFavouriteParams = z.object({ listingId: zId() })

export const ZFavouriteListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
})
