import { centsToDecimal, type TReviewHold } from '@demeure/shared'
import type { TDb } from '../../db/client.ts'
import { bandsOf, type TPhotoHash } from '../../lib/perceptual-hash.ts'
import { publicUrl } from '../../plugins/storage/index.ts'
import { createHoldsRepository } from './holds-repository.ts'
import type { TComparablePrices } from './search-index.ts'
import type { TListingRow } from './tables.ts'

/** A price under this share of the comparable homes' median is held (docs/product-rules.md). */
export const LOW_PRICE_SHARE = 0.5
/** Fewer comparable homes than this make no median worth judging by: no price hold. */
export const MIN_COMPARABLES = 5

/**
 * Holds for staff review (docs/product-rules.md, "Held for review: copied photos and prices far
 * below the area"), on the transaction of the change that may cause them.
 */
export function createReviewHolds(tx: TDb) {
  const holds = createHoldsRepository(tx)
  /**
   * Photos of other hosts that the given photos match, unless this host had the picture first: a
   * host who reuses their own photo after someone copied it is not the copier.
   */
  async function copiedPhotos(hostId: string, photoIds: number[]) {
    const matches = await holds.matchesOf(photoIds)
    const isOursFirst = new Map<number, boolean>()
    for (const match of matches) {
      if (isOursFirst.has(match.matchedPhotoId)) continue
      const ofTheOther = await holds.matchesOf([match.matchedPhotoId])
      isOursFirst.set(
        match.matchedPhotoId,
        ofTheOther.some(
          (other) => other.matchedHostId === hostId && other.matchedPhotoId < match.matchedPhotoId,
        ),
      )
    }
    return matches.filter((match) => !isOursFirst.get(match.matchedPhotoId))
  }

  return {
    /** Keeps the perceptual hashes of newly stored photos of a listing. */
    async recordHashes(
      listing: Pick<TListingRow, 'id' | 'hostId'>,
      photos: { id: number; hashes: TPhotoHash[] }[],
    ) {
      await holds.insertHashes(
        photos.flatMap((photo) =>
          photo.hashes.map(({ kind, hash }) => {
            const [band0, band1, band2, band3] = bandsOf(hash)
            return {
              photoId: photo.id,
              kind,
              propertyId: listing.id,
              hostId: listing.hostId,
              hash,
              band0,
              band1,
              band2,
              band3,
            }
          }),
        ),
      )
    },

    /**
     * Records what holds the listing: its new photos that match other hosts' photos, and (when
     * its price is new, with the comparable homes' figures the caller read before its transaction)
     * a price far under them. Answers whether anything holds it now, so the caller keeps it out
     * of the catalogue until staff look.
     */
    async check(listing: TListingRow, change: { photoIds: number[]; comparables?: TComparablePrices }) {
      const matches = await copiedPhotos(listing.hostId, change.photoIds)
      await holds.insertHolds(
        matches.map((match) => ({ propertyId: listing.id, kind: 'copied_photo', ...match })),
      )
      if (change.comparables) {
        await holds.dropPriceHolds(listing.id)
        const { count, median } = change.comparables
        if (
          median !== null &&
          count >= MIN_COMPARABLES &&
          listing.pricePerMonthCents < LOW_PRICE_SHARE * median
        ) {
          await holds.insertHolds([
            {
              propertyId: listing.id,
              kind: 'low_price',
              priceCents: listing.pricePerMonthCents,
              medianCents: Math.round(median),
              comparables: count,
            },
          ])
        }
      }
      return holds.hasOpenHolds(listing.id)
    },

    /** Staff published the listing: they have seen its holds. */
    clear: (listingId: number, at: Date) => holds.clearHolds(listingId, at),
  }
}

/** The open holds of listings, as staff read them. */
export async function reviewHoldsWire(db: TDb, listingIds: number[]): Promise<Map<number, TReviewHold[]>> {
  const rows = await createHoldsRepository(db).openHoldsOf(listingIds)
  const byListing = new Map<number, TReviewHold[]>()
  for (const row of rows) {
    const hold: TReviewHold =
      row.kind === 'copied_photo'
        ? {
            kind: 'copied_photo',
            id: row.id,
            photo: row.photoKey ? publicUrl(row.photoKey) : '',
            matched_photo: row.matchedPhotoKey ? publicUrl(row.matchedPhotoKey) : '',
            matched_property_id: row.matchedPropertyId ?? 0,
            matched_title: row.matchedTitle ?? '',
            matched_host: `${row.matchedHostFirstName ?? ''} ${row.matchedHostLastName ?? ''}`.trim(),
            distance: row.distance ?? 0,
          }
        : {
            kind: 'low_price',
            id: row.id,
            price_per_month: centsToDecimal(row.priceCents ?? 0),
            median_per_month: centsToDecimal(row.medianCents ?? 0),
            comparables: row.comparables ?? 0,
          }
    byListing.set(row.propertyId, [...(byListing.get(row.propertyId) ?? []), hold])
  }
  return byListing
}
