import { PHOTO_EXTENSIONS, PROFILE_PICTURE_MAX_BYTES, type TIssueMessage } from '@demeure/shared'
import { issue } from '../../../lib/form-check.ts'

const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png']

/** JPG or PNG up to 2 MB; the server checks the bytes again, this only saves a useless upload. */
export function checkProfilePicture(file: Pick<File, 'name' | 'type' | 'size'>): TIssueMessage | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const isAllowedType = file.type
    ? PICTURE_MIME_TYPES.includes(file.type)
    : (PHOTO_EXTENSIONS as readonly string[]).includes(extension)
  if (!isAllowedType) return issue('profile.pictureType')
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return issue('profile.pictureSize')
  return null
}
