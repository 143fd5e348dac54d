import {
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
  type TIssueMessage,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
} from '@demeure/shared'
import { issue } from '../../../lib/form-check.ts'

type TPickedFile = Pick<File, 'name' | 'size'>

/** Extensions are compared in lower case. */
function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : ''
}

/**
 * Spec §5 Files: invalid photos are dropped, valid ones kept; one message per dropped photo. The
 * server checks the real bytes again.
 */
export function checkPhotos<T extends TPickedFile>(files: T[]): { valid: T[]; problems: TIssueMessage[] } {
  const valid: T[] = []
  const problems: TIssueMessage[] = []
  for (const file of files) {
    if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      problems.push(issue('listing.photoType', { file: file.name }))
    else if (file.size > PHOTO_MAX_BYTES) problems.push(issue('listing.photoSize', { file: file.name }))
    else valid.push(file)
  }
  return { valid, problems }
}

/** The listing video and the ownership verification video: same rules, their own messages. */
export function checkVideo(
  file: TPickedFile,
  kind: 'video' | 'ownership_verification_video',
): TIssueMessage | null {
  const isOwnership = kind === 'ownership_verification_video'
  if (file.size > VIDEO_MAX_BYTES)
    return issue(isOwnership ? 'listing.verificationVideoSize' : 'listing.videoSize')
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return issue(isOwnership ? 'listing.verificationVideoType' : 'listing.videoType')
  return null
}
