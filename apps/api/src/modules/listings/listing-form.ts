import { randomUUID } from 'node:crypto'
import {
  MAX_PHOTOS_PER_LISTING,
  makeListingFieldsSchema,
  PHOTO_MAX_BYTES,
  VIDEO_MAX_BYTES,
  VIDEO_MIME_TYPES,
  ZPhotoFields,
} from '@demeure/shared'
import type { FastifyRequest } from 'fastify'
import { badRequest } from '../../lib/app-error.ts'
import { readMultipart, type TFileRule, type TStreamed } from '../../lib/multipart.ts'
import { filePartDocs, type TMultipartDoc } from '../../lib/route-schemas.ts'
import { parseInput } from '../../lib/validate.ts'
import type { TStorage } from '../../plugins/storage/index.ts'
import { storageSink } from '../files/index.ts'
import type { TListingForm, TListingPhoto, TStoredVideo } from './host-listings.ts'

const PHOTO_RULE: TFileRule = {
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
 * The listing form's text fields: what the host listings service parses `fields` with (the
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

/** The upload rules of the listing form: videos are streamed to storage, photos held in memory. */
function listingFileRules(storage: TStorage, hostId: string): Record<string, TFileRule> {
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

const storedVideo = ({ key, mime, size, filename }: TStreamed): TStoredVideo => ({
  key,
  mime,
  size,
  filename,
})

/**
 * The listing form (create and edit) as the host listings service takes it. Sizes, counts and the
 * videos' real types are refused while the form arrives; if that fails, readMultipart removes what
 * it already stored.
 *
 * Once the videos are stored, nothing here may fail: the form goes to the service unchecked but
 * typed, with every stored key, and the service parses the fields (they need today's date, or the
 * listing being edited, and come after the new account check), checks the rest and removes the
 * keys on any failure. One owner removes the stored files; a reader that also checked fields would
 * need its own clean-up before throwing, and the 429 would then come after a field error.
 */
export async function readListingForm(
  request: FastifyRequest,
  storage: TStorage,
  hostId: string,
): Promise<TListingForm> {
  const form = await readMultipart(request, listingFileRules(storage, hostId))
  const video = form.streamed.video?.[0]
  const ownershipVideo = form.streamed.ownership_verification_video?.[0]
  return {
    fields: form.fields,
    photos: form.files.photos ?? [],
    ...(video && { video: storedVideo(video) }),
    ...(ownershipVideo && { ownershipVideo: storedVideo(ownershipVideo) }),
    storedKeys: Object.values(form.streamed)
      .flat()
      .map((item) => item.key),
  }
}

const PHOTO_FILE_RULES = { image: { ...PHOTO_RULE, maxCount: 1 } }

/** The form POST /api/photos/ reads: its text parts are parsed with the same schema the document shows. */
export const PHOTO_FORM: TMultipartDoc = {
  fields: ZPhotoFields,
  files: filePartDocs(PHOTO_FILE_RULES, () => true),
}

/**
 * One photo for the end of a listing's gallery, as the host listings service takes it. The photo
 * is held in memory, not stored, so this reader may refuse the form itself.
 */
export async function readPhotoForm(
  request: FastifyRequest,
): Promise<{ listingId: number; photo: TListingPhoto }> {
  const form = await readMultipart(request, PHOTO_FILE_RULES)
  const image = form.files.image?.[0]
  if (!image) throw badRequest({ image: { key: 'validation.required' } })
  const { property, description } = parseInput(ZPhotoFields, form.fields)
  return { listingId: property, photo: { ...image, description } }
}
