import { randomUUID } from 'node:crypto'
import { PHOTO_EXTENSIONS, PHOTO_MIME_TYPES, VIDEO_EXTENSIONS } from '@demeure/shared'
import { AppError } from '../../lib/app-error.ts'
import { assertUsableImage, sniffMime, type TImageRefusal } from '../../lib/images.ts'
import type { TStorage } from '../../plugins/storage/index.ts'
import type { TNewStoredFile } from '../files/index.ts'
import { extensionFor } from '../files/index.ts'
import { storePhotoVariants, type TStoredPhoto } from './photo-variants.ts'

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

export function assertVideoName(field: 'video' | 'ownership_verification_video', filename: string) {
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(filename))) {
    const key = field === 'video' ? 'listing.videoType' : 'listing.verificationVideoType'
    throw new AppError(400, 'invalid_file', { fields: { [field]: { key } } })
  }
}

const PHOTO_REFUSAL_KEYS: TImageRefusal['keys'] = {
  unreadable: 'listing.photoType',
  pixels: 'listing.photoPixels',
  bytes: 'listing.photoDepth',
}

export type TProcessedPhoto = { variants: TStoredPhoto; original: TNewStoredFile; description: string }

/**
 * Checks each photo (name, real type, readable header within the decode caps), then stores its public variants and private
 * original. `stored` collects every key written so a failure later can remove them all.
 */
export async function processPhotos(
  storage: TStorage,
  hostId: string,
  listingRef: number | 'new',
  photos: { filename: string; data: Buffer; description?: string }[],
  stored: string[],
  field = 'photos',
): Promise<TProcessedPhoto[]> {
  const refusalOf = (photo: { filename: string }): TImageRefusal => ({
    field,
    keys: PHOTO_REFUSAL_KEYS,
    params: { file: photo.filename },
  })
  for (const photo of photos) {
    const mime = await sniffMime(photo.data.subarray(0, 4100))
    const isValid =
      (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(photo.filename)) &&
      mime !== undefined &&
      (PHOTO_MIME_TYPES as readonly string[]).includes(mime)
    if (!isValid) {
      throw new AppError(400, 'invalid_file', {
        fields: { [field]: { key: 'listing.photoType', params: { file: photo.filename } } },
      })
    }
    await assertUsableImage(photo.data, refusalOf(photo))
  }
  const processed: TProcessedPhoto[] = []
  for (const photo of photos) {
    const variants = await storePhotoVariants(storage, listingRef, photo.data, refusalOf(photo))
    stored.push(variants.cardKey, variants.galleryKey)
    const mime = (await sniffMime(photo.data.subarray(0, 4100))) as string
    const originalKey = `private/photo_original/${hostId}/${randomUUID()}.${extensionFor(mime)}`
    await storage.put(originalKey, photo.data, { contentType: mime })
    stored.push(originalKey)
    processed.push({
      variants,
      description: photo.description ?? '',
      original: {
        ownerId: hostId,
        storageKey: originalKey,
        kind: 'photo_original',
        contentType: mime,
        sizeBytes: photo.data.length,
        originalName: photo.filename.slice(0, 200) || 'photo',
      },
    })
  }
  return processed
}
