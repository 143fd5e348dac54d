import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { TStorage } from '../../plugins/storage/index.ts'

export type TPhotoVariants = { cardKey: string; galleryKey: string }

/**
 * The two public renditions guests see: a 4:3 card and a large gallery image, both WebP. Re-encoding
 * drops all metadata, EXIF GPS included; the original stays private.
 */
export async function storePhotoVariants(storage: TStorage, listingId: number | 'new', image: Buffer) {
  const base = sharp(image, { limitInputPixels: 60_000_000 }).rotate()
  const [card, gallery] = await Promise.all([
    base.clone().resize(640, 480, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
    base
      .clone()
      .resize(1600, 1200, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  ])
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
  return variants
}

/** Whether sharp can decode it: a PNG header on garbage is still garbage. */
export async function isDecodableImage(image: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(image).metadata()
    return Boolean(meta.width && meta.height)
  } catch {
    return false
  }
}
