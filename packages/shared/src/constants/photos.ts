/**
 * A listing photo has two public renditions (apps/api/src/modules/listings/photo-variants.ts):
 * a 640×480 card and a large image up to 1600 px wide. The listing page's first photo offers both,
 * and the server preloads the same choice, so both must describe it identically.
 */
export const PHOTO_CARD_WIDTH = 640
export const PHOTO_LARGE_WIDTH = 1600

export const photoSrcSet = (photo: { card: string; image: string }) =>
  `${photo.card} ${PHOTO_CARD_WIDTH}w, ${photo.image} ${PHOTO_LARGE_WIDTH}w`

/**
 * How wide the listing page's first photo is drawn: 85% of a phone's width in the swipeable row; on
 * wider screens the whole gallery (one photo) or its left half, within the 72rem page container.
 */
export const listingHeroSizes = (photoCount: number) =>
  photoCount === 1
    ? '(min-width: 640px) min(100vw, 1152px), 85vw'
    : '(min-width: 640px) min(50vw, 576px), 85vw'
