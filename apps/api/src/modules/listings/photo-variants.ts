import { randomUUID } from 'node:crypto'
import { PHOTO_CARD_WIDTH, PHOTO_LARGE_WIDTH } from '@demeure/shared'
import sharp from 'sharp'
import { decodeUpload, type TImageRefusal } from '../../lib/images.ts'
import { perceptualHashes, type TPhotoHash } from '../../lib/perceptual-hash.ts'
import type { TStorage } from '../../plugins/storage/index.ts'

export type TPhotoVariants = { cardKey: string; galleryKey: string }
export type TStoredPhoto = TPhotoVariants & { hashes: TPhotoHash[] }

/**
 * The two public renditions guests see: a 4:3 card and a large gallery image, both WebP. Re-encoding
 * drops all metadata, EXIF GPS included; the original stays private.
 *
 * The upload is decoded once, to the gallery's size, and the card is cut from those pixels: two
 * pipelines on the original would decode it twice, doubling the time and the memory of the decode.
 * The perceptual hashes (copied photos) come from the same pixels, in the same decode turn, once
 * the renditions are done (lib/perceptual-hash.ts keeps them small).
 */
export async function storePhotoVariants(
  storage: TStorage,
  listingId: number | 'new',
  image: Buffer,
  refusal: TImageRefusal,
): Promise<TStoredPhoto> {
  const [card, gallery, hashes] = await decodeUpload(image, refusal, PHOTO_LARGE_WIDTH, async (upright) => {
    const { data, info } = await upright
      .resize(PHOTO_LARGE_WIDTH, 1200, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    const renditions = await Promise.all([
      pixels().resize(PHOTO_CARD_WIDTH, 480, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
      pixels().webp({ quality: 82 }).toBuffer(),
    ])
    return [...renditions, await perceptualHashes({ data, info })] as const
  })
  const id = randomUUID()
  const variants: TPhotoVariants = {
    cardKey: `public/photos/${listingId}/${id}-card.webp`,
    galleryKey: `public/photos/${listingId}/${id}-large.webp`,
  }
  await storage.put(variants.cardKey, card, { contentType: 'image/webp' })
  try {
    await storage.put(variants.galleryKey, gallery, { contentType: 'image/webp' })
  } catch (error) {
    await storage.delete(variants.cardKey)
    throw error
  }
  return { ...variants, hashes }
}
