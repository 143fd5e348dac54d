import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

/** The real type of an upload, read from its first bytes (never from its name or declared type). */
export async function sniffMime(head: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(head))?.mime
}

/**
 * A square WebP avatar. Re-encoding drops every metadata block (EXIF GPS included) and any payload
 * hidden after the image data.
 */
export async function toAvatarWebp(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(320, 320, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
}
