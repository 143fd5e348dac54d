import { randomUUID } from 'node:crypto'
import {
  MAX_PHOTOS_PER_LISTING,
  makeListingFieldsSchema,
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
} from '@demeure/shared'
import { AppError } from '../../lib/app-error.ts'
import { assertUsableImage, sniffMime, type TImageRefusal } from '../../lib/images.ts'
import type { TFileRule } from '../../lib/multipart.ts'
import type { TMultipartDoc } from '../../lib/route-schemas.ts'
import type { TStorage } from '../../plugins/storage/index.ts'
import type { TNewStoredFile } from '../files/index.ts'
import { extensionFor, storageSink } from '../files/index.ts'
import { storePhotoVariants, type TStoredPhoto } from './photo-variants.ts'

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

export const PHOTO_RULE: TFileRule = {
  maxBytes: PHOTO_MAX_BYTES,
  maxCount: MAX_PHOTOS_PER_LISTING,
  tooLarge: { key: 'listing.photoSize' },
}

const VIDEO_RULE = { maxBytes: VIDEO_MAX_BYTES, maxCount: 1, tooLarge: { key: 'listing.videoSize' } }
const OWNERSHIP_VIDEO_RULE = {
  maxBytes: VIDEO_MAX_BYTES,
  maxCount: 1,
  tooLarge: { key: 'listing.verificationVideoSize' },
}

/**
 * The listing form's text fields: what the host listings service parses `form.fields` with (the
 * date only feeds the "not in the past" checks, not the fields' names and types).
 */
const listingFields = makeListingFieldsSchema('2000-01-01').in

/** The create form in the OpenAPI document: every field, and the ownership video is required. */
export const LISTING_CREATE_FORM: TMultipartDoc = {
  fields: listingFields,
  files: {
    photos: PHOTO_RULE,
    video: VIDEO_RULE,
    ownership_verification_video: { ...OWNERSHIP_VIDEO_RULE, isRequired: true },
  },
}

/** The edit form: any field (the rest is kept), photos added, a video that replaces the old one. */
export const LISTING_EDIT_FORM: TMultipartDoc = {
  fields: listingFields.omit({ availability: true }).partial(),
  files: { photos: PHOTO_RULE, video: VIDEO_RULE },
}

/** The upload rules of the listing form. */
export function listingFileRules(storage: TStorage, hostId: string): Record<string, TFileRule> {
  return {
    photos: PHOTO_RULE,
    video: {
      ...VIDEO_RULE,
      sink: storageSink({
        storage,
        field: 'video',
        allowed: VIDEO_MIME_TYPES,
        invalid: { key: 'listing.videoType' },
        keyFor: (extension) => `public/videos/${randomUUID()}.${extension}`,
      }),
    },
    ownership_verification_video: {
      ...OWNERSHIP_VIDEO_RULE,
      sink: storageSink({
        storage,
        field: 'ownership_verification_video',
        allowed: VIDEO_MIME_TYPES,
        invalid: { key: 'listing.verificationVideoType' },
        keyFor: (extension) => `private/ownership_video/${hostId}/${randomUUID()}.${extension}`,
      }),
    },
  }
}

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
