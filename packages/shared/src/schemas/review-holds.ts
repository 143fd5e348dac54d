import { z } from 'zod'
import { ZHostListing } from './listing.ts'

/**
 * Why a listing waits for staff (docs/product-rules.md, "Held for review: copied photos and prices
 * far below the area"): one of its photos matches another host's photo, or its price is far under
 * the median of comparable homes. Only staff see these: they name the other listing and its host.
 */
export const ZReviewHold = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('copied_photo'),
    id: z.number().int(),
    /** Card images of the listing's photo and of the other host's photo it matches. */
    photo: z.string(),
    matched_photo: z.string(),
    matched_property_id: z.number().int(),
    matched_title: z.string(),
    matched_host: z.string(),
    /** Bits that differ between the two photos' perceptual hashes (0 = the same picture). */
    distance: z.number().int(),
  }),
  z.object({
    kind: z.literal('low_price'),
    id: z.number().int(),
    price_per_month: z.string(),
    median_per_month: z.string(),
    comparables: z.number().int(),
  }),
])
export type TReviewHold = z.infer<typeof ZReviewHold>

/** A listing as staff review it: what its host sees, and why it is held, if it is. */
export const ZStaffListing = ZHostListing.extend({ review_holds: z.array(ZReviewHold) })
export type TStaffListing = z.infer<typeof ZStaffListing>
